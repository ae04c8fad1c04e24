// An express report's page: the PDF and its page texts beside the extracted values to correct,
// the elements and observations with their proposals, the next-status buttons (spec §4), the
// missing information that blocks validation, 'validation pending', linked objects once
// validated, and the JSON view. The page refreshes itself while the analysis runs.
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { RecordShow } from '../../engine/RecordPages';
import type { ExpressResult } from '../../../resources/expressReportResult';
import { EXPRESS_REPORT_MOVES, expressReports, type ExpressReportStatus } from '../../../resources/expressReports';
import { RecordTitle } from '../../engine/EngineViews';
import { TypedDeleteButton } from '../../engine/TypedDeleteButton';
import { UnsavedGuard } from '../../engine/UnsavedGuard';
import { httpClient } from '../../providers/httpClient';
import { useSessionUser } from '../../providers/useSession';
import { LinksPanel } from './LinksPanel';
import { ResultEditor } from './ResultEditor';
import { SourcePanel, type Selected } from './SourcePanel';
import type { RecordOf } from '../../../resources/records';

type Errors = Record<string, string[] | string>;
const messages = (json: unknown): string[] =>
  Object.entries((json ?? {}) as Errors).filter(([k]) => !k.endsWith('_error')).flatMap(([, v]) => [v].flat()).filter((v): v is string => typeof v === 'string');

/** A report as the API answers it: its metadata's fields, the analysis' result and error. */
type ExpressRow = RecordOf<'express-reports'> & { result: ExpressResult | null; analysis_error: string | null };

const ReportPage = () => {
  const record = useRecordContext<ExpressRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const user = useSessionUser() as { role?: string | null; can_process_express_reports?: boolean } | null;
  const [draft, setDraft] = useState<ExpressResult | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const status: ExpressReportStatus | undefined = record?.status ?? undefined;
  const analysing = status === 'being_analysed' || status === 'being_analysed_by_ai' || !!record?.validation_pending;

  useEffect(() => { setDraft(record?.result ?? null); }, [record?.result]);
  useEffect(() => {
    if (!analysing) return undefined;
    const timer = setInterval(refresh, 2000);
    return () => clearInterval(timer);
  }, [analysing, refresh]);
  const dirty = !!record && draft !== null && JSON.stringify(draft) !== JSON.stringify(record.result);
  if (!record || !status) return null;

  const id = record.id;
  const canProcess = user?.role === 'support' || !!user?.can_process_express_reports;
  const editable = canProcess && (status === 'to_check' || status === 'to_validate') && !record.validation_pending;

  const save = async () => {
    const r = await httpClient(`/express-reports/${id}/result/`, { method: 'PATCH', body: { result: draft } });
    if (r.status !== 200) { setErrors(messages(r.json)); return false; }
    notify('app.toasts.saved', { type: 'success' });
    return true;
  };
  const move = async (to: ExpressReportStatus) => {
    setBusy(true);
    setErrors([]);
    try {
      if (dirty && !(await save())) return;
      const r = await httpClient(`/express-reports/${id}/`, { method: 'PATCH', body: { status: to } });
      if (r.status !== 200) { setErrors(messages(r.json)); return; }
      notify('app.express.status_updated', { type: 'success' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <UnsavedGuard dirty={dirty} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Typography variant="subtitle1" sx={{ mr: 2 }} data-testid="express-status">{translate(`resources.express-reports.choices.status.${status}`)}</Typography>
        {canProcess && !record.validation_pending && EXPRESS_REPORT_MOVES[status].map((to) => (
          <Button key={to} size="small" variant={to === 'finished' || to === 'to_validate' ? 'contained' : 'outlined'} disabled={busy} onClick={() => void move(to)}>
            {translate(`app.express.steps.${to}`)}
          </Button>
        ))}
        {editable && dirty && <Button size="small" disabled={busy} onClick={() => void save().then(() => refresh())}>{translate('app.express.save')}</Button>}
      </Stack>
      {record.validation_pending && <Alert severity="info" sx={{ mb: 2 }}>{translate('app.express.validation_pending')}</Alert>}
      {analysing && !record.validation_pending && <Alert severity="info" sx={{ mb: 2 }}>{translate('app.express.analysing')}</Alert>}
      {record.analysis_error && <Alert severity="warning" sx={{ mb: 2 }}>{translate('app.express.analysis_error', { error: record.analysis_error })}</Alert>}
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {translate('app.express.missing')}
          <ul>{errors.map((e) => <li key={e}>{e}</li>)}</ul>
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SourcePanel id={id} name={record.file ?? ''} selected={selected} version={record.analysis_date ?? ''} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          {draft && <ResultEditor result={draft} editable={editable} onChange={setDraft} onSelect={setSelected} />}
          {status === 'finished' && <LinksPanel id={id} />}
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2">{translate('app.express.json')}</Typography>
              {record.result
                ? <Box component="pre" tabIndex={0} role="region" aria-label={translate('app.express.json')} sx={{ fontSize: 12, overflow: 'auto', maxHeight: 300 }} data-testid="express-json">{JSON.stringify(record.result, null, 2)}</Box>
                : <Typography>{translate('app.express.no_json')}</Typography>}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};

export const ExpressReportShow = () => (
  <RecordShow resource="express-reports" title={<RecordTitle def={expressReports} />} actions={<TopToolbar><TypedDeleteButton /></TopToolbar>}>
    <ReportPage />
  </RecordShow>
);
