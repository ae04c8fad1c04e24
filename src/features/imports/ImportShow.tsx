// An import's page: its fields, then by status — being analysed (spec §8's message, rows read so
// far, refreshed), analysed (summary per tab, errors, apply with or without the rows in error),
// applying (progress, and that the import and the objects it changes are locked meanwhile: spec
// §4), done (the real counts; "see the elements" opens the rows it wrote), failed (why). It polls
// while a job runs. Its tables are cards on a phone (CardTable).
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { SimpleShowLayout, TopToolbar, useGetOne, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { RecordShow } from '../../engine/RecordPages';
import { Link, useParams } from 'react-router';
import { imports } from '../../../resources/imports';
import { FieldValue } from '../../engine/FieldValue';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { fieldLabel, shownFields } from '../../engine/labels';
import { TypedDeleteButton } from '../../engine/TypedDeleteButton';
import { applyImport, type TabCounts } from './api';
import { ImportErrors } from './ImportErrors';
import type { RecordOf } from '../../../resources/records';

const RUNNING = ['being_analysed', 'applying'];
const COUNTS = ['rows', 'errors', 'creations', 'modifications', 'links'] as const;

const Summary = ({ summary }: { summary: Record<string, TabCounts> }) => {
  const translate = useTranslate();
  const columns: CardColumn<[string, TabCounts]>[] = [
    { key: 'tab', label: translate('app.imports.tab'), cell: ([tab]) => tab },
    ...COUNTS.map((k): CardColumn<[string, TabCounts]> => ({ key: k, label: translate(`app.imports.${k}`), align: 'right', cell: ([, c]) => c[k] })),
  ];
  return (
    <CardTable wide rows={Object.entries(summary)} columns={columns} rowKey={([tab]) => tab} label={translate('app.imports.summary')}
      rowProps={() => ({ 'data-testid': 'import-summary-row' })} />
  );
};

const Progress = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { data, refetch } = useGetOne('imports', { id }, { refetchInterval: (q) => (RUNNING.includes(String(q.state.data?.status)) ? 1000 : false) });
  if (!data) return null;
  const apply = async (skip: boolean) => {
    setBusy(true);
    try {
      await applyImport(Number(id), skip);
      await refetch();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const total = Number(data.row_count) || 0;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {data.status === 'being_analysed' && (
          <Box role="status">
            <Typography>{translate('app.imports.being_analysed')}</Typography>
            <Typography variant="body2" color="text.secondary">{translate('app.imports.rows_read', { count: total })}</Typography>
            <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.imports.being_analysed')} />
          </Box>
        )}
        {data.status === 'applying' && (
          <Box role="status">
            {/* Progress in rows read (processed_rows), not applied_rows: skipped rows count as done. */}
            <Typography>{translate('app.imports.applying', { done: data.processed_rows, total })}</Typography>
            <LinearProgress variant="determinate" value={total ? (100 * Number(data.processed_rows)) / total : 0} sx={{ mt: 1 }}
              aria-label={translate('app.imports.applying', { done: data.processed_rows, total })} />
            {data.locked_by && (
              <Alert severity="info" icon={<LockIcon fontSize="inherit" />} sx={{ mt: 1 }}>
                {translate('app.imports.rows_locked', { id: String((data.locked_by as { id: string }).id).slice(0, 8) })}
              </Alert>
            )}
          </Box>
        )}
        {data.status === 'failed' && <Alert severity="error">{translate('app.imports.failed', { message: translate(String(data.failure ?? 'api.imports.errors.internal')) })}</Alert>}
        {data.status === 'done' && (
          <Alert severity="success" role="status" action={data.object_type === 'elements' ? <Button component={Link} to={`/elements?import=${encodeURIComponent(id)}`}>{translate('app.imports.see_elements')}</Button> : undefined}>
            {translate('app.imports.applied', { creations: data.creation_count, modifications: data.modification_count, links: data.link_count })}
          </Alert>
        )}
        {data.summary && data.status !== 'being_analysed' && (
          <>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('app.imports.summary')}</Typography>
            <Summary summary={data.summary as Record<string, TabCounts>} />
          </>
        )}
        {data.status === 'analysed' && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button variant="contained" disabled={busy || Number(data.error_count) > 0} onClick={() => void apply(false)}>{translate('app.imports.apply')}</Button>
            {Number(data.error_count) > 0 && <Button variant="outlined" disabled={busy} onClick={() => void apply(true)}>{translate('app.imports.apply_skip')}</Button>}
          </Box>
        )}
        {!RUNNING.includes(String(data.status)) && data.summary && <ImportErrors id={Number(id)} objectType={String(data.object_type)} />}
      </CardContent>
    </Card>
  );
};

/** The file's name and the import's number in its company: the bare number read as the URL's id. */
export const ImportTitle = () => {
  const record = useRecordContext<RecordOf<'imports'>>();
  const translate = useTranslate();
  return record ? <>{translate('app.imports.title', { number: record.number, file: record.file ?? '' })}</> : null;
};

export const ImportShow = () => {
  const { id } = useParams();
  return (
    <>
      <RecordShow resource="imports" title={<ImportTitle />} actions={<TopToolbar><TypedDeleteButton /></TopToolbar>}>
        <SimpleShowLayout>
          {shownFields(imports).map((field) => <FieldValue key={field.name} field={field} label={fieldLabel(imports, field)} />)}
        </SimpleShowLayout>
      </RecordShow>
      {id && <Progress id={id} />}
    </>
  );
};
