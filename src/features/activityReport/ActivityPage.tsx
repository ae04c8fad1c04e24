// /activity: the activity report. Period (past twelve months, last year) and site pickers, the
// chart per month, the tables per month and per site, and the report as a PDF or Excel file
// (saved at once, or e-mailed by a job when the sites are many: its progress dialog).
import { Alert, Autocomplete, Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import type { QueuedExport } from '../../providers/exportFile';
import { useAccess, useCompanies } from '../../providers/useSession';
import { ExportJobDialog } from '../../engine/ExportJobDialog';
import { ActivityChart } from './ActivityChart';
import { ActivityMonthTable, ActivitySiteTable } from './ActivityTables';
import { activityQuery, generateReport, PERIODS, type ActivityPeriod } from './activityApi';

const JOB_TEXTS = { title: 'app.activityReport.job_title', sent: 'app.activityReport.job_sent', download: 'app.activityReport.job_download' };

export const ActivityPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const allowed = useAccess('activityReport', 'list');
  const companies = useCompanies();
  const several = companies.length > 1;
  const sites = companies.flatMap((c) => c.factories.map((f) => ({ id: f.id, name: several ? `${f.name} (${c.name})` : f.name })));
  const [period, setPeriod] = useState<ActivityPeriod>('past_twelve_months');
  const [picked, setPicked] = useState<{ id: number; name: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState<QueuedExport | null>(null);
  const factories = picked.map((s) => s.id);
  const { data, error: failure } = useQuery({ ...activityQuery({ period, factories }), enabled: allowed });
  // The answer of another period or site choice is not shown while the new one loads.
  const report = data ?? null;
  const error = failure ? failure.message || 'app.errors.unexpected' : null;
  const chart = useMemo(() => report && <ActivityChart report={report} />, [report]);
  const tables = useMemo(() => report && <><ActivityMonthTable report={report} /><ActivitySiteTable report={report} /></>, [report]);

  if (!allowed) return <ForbiddenPage />;

  const generate = (fileFormat: 'pdf' | 'xlsx') => {
    setBusy(true);
    generateReport({ period, factories }, fileFormat)
      .then((job) => { if (job) setQueued(job); })
      .catch((e: Error) => notify(e.message || 'app.errors.unexpected', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  const empty = report && report.series.every((s) => s.per_month.every((n) => n === 0));

  return (
    <Card component="section" aria-labelledby="activity-title" sx={{ mt: 2 }}>
      <Title title={translate('app.activityReport.title')} />
      <CardContent>
        <Typography id="activity-title" variant="h5" component="h1">{translate('app.activityReport.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.activityReport.intro')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <TextField select size="small" label={translate('app.activityReport.period')} value={period} name="period"
            onChange={(e) => setPeriod(e.target.value as ActivityPeriod)} sx={{ minWidth: 220 }}>
            {PERIODS.map((p) => <MenuItem key={p} value={p}>{translate(`app.activityReport.periods.${p}`)}</MenuItem>)}
          </TextField>
          <Autocomplete multiple size="small" options={sites} value={picked} getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id} onChange={(_, v) => setPicked(v)} sx={{ minWidth: 280, flex: 1 }}
            renderInput={(params) => <TextField {...params} label={translate('app.activityReport.sites')} placeholder={picked.length ? '' : translate('app.activityReport.all_sites')} />} />
          <Button variant="contained" disabled={busy} onClick={() => generate('pdf')}>{translate('app.activityReport.generate_pdf')}</Button>
          <Button variant="outlined" disabled={busy} onClick={() => generate('xlsx')}>{translate('app.activityReport.generate_xlsx')}</Button>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>{translate('app.activityReport.period_help')}</Typography>
        {busy && <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}><CircularProgress size={16} />{translate('app.activityReport.generating')}</Box>}
        {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
        {!report && !error && <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}><CircularProgress size={20} />{translate('app.activityReport.loading')}</Box>}
        {report && empty && <Typography>{translate('app.activityReport.empty')}</Typography>}
        {report && !empty && (
          <>
            {chart}
            {tables}
          </>
        )}
      </CardContent>
      {queued && <ExportJobDialog queued={queued} onClose={() => setQueued(null)} texts={JOB_TEXTS} />}
    </Card>
  );
};
