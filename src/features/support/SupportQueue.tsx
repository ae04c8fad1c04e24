// /support/rxpress (support only; others are sent to /dashboard by the route guard): every
// company's express reports by status and age, with pages, analysis time and a summary of the
// result; each opens on the normal report page, where support checks it — after switching to the
// report's company (support works within one company: the report's page would be a 404 otherwise).
import {
  Box, Card, CardContent, Link, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { EXPRESS_REPORT_STATUSES } from '../../../resources/expressReports';
import { formatDateTime } from '../../providers/dates';
import { switchCompany } from '../../providers/companySwitch';
import { httpClient } from '../../providers/httpClient';
import { formatTimer } from '../../providers/numbers';
import { useCompanySelection, useSessionUser } from '../../providers/useSession';

interface QueueRow {
  id: number; company: number; company_name: string; status: string; file: string; deposit_date: string; age_hours: number;
  pages: number | null; duration: number | null; summary: { elements: number; observations: number; not_found: number };
}

export const SupportQueue = () => {
  const translate = useTranslate();
  const [status, setStatus] = useState('to_check,being_analysed,being_analysed_by_ai,to_validate');
  const [ordering, setOrdering] = useState<'age' | '-age'>('age');
  const [rows, setRows] = useState<QueueRow[]>([]);
  const [count, setCount] = useState(0);
  useEffect(() => {
    void httpClient<{ results: QueueRow[]; count: number }>('/support/express-reports/', { query: { status: status || undefined, ordering } })
      .then((r) => { setRows(r.json.results ?? []); setCount(r.json.count ?? 0); });
  }, [status, ordering]);
  const user = useSessionUser();
  const selection = useCompanySelection();
  const navigate = useNavigate();
  const notify = useNotify();
  const open = async (r: QueueRow) => {
    try {
      if (selection !== r.company) await switchCompany(user, r.company);
      navigate(`/rxpress/${r.id}/show`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const label = (s: string) => translate(`resources.express-reports.choices.status.${s}`);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.support.queue_title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>{translate('app.support.queue_title')} ({count})</Typography>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <TextField select size="small" sx={{ minWidth: 220 }} label={translate('resources.express-reports.fields.status')} value={status}
              onChange={(e) => setStatus(e.target.value)}>
              <MenuItem value="to_check,being_analysed,being_analysed_by_ai,to_validate">{translate('app.support.all_statuses')}</MenuItem>
              {EXPRESS_REPORT_STATUSES.map((s) => <MenuItem key={s} value={s}>{label(s)}</MenuItem>)}
            </TextField>
            <TextField select size="small" label={translate('app.support.age')} value={ordering} onChange={(e) => setOrdering(e.target.value as 'age' | '-age')}>
              <MenuItem value="age">{translate('app.support.oldest_first')}</MenuItem>
              <MenuItem value="-age">{translate('app.support.newest_first')}</MenuItem>
            </TextField>
          </Stack>
          {rows.length === 0 ? <Typography>{translate('app.support.empty')}</Typography> : (
            <Table size="small" aria-label={translate('app.support.queue_title')}>
              <TableHead><TableRow>
                <TableCell>{translate('app.support.company')}</TableCell>
                <TableCell>{translate('resources.express-reports.fields.file')}</TableCell>
                <TableCell>{translate('resources.express-reports.fields.status')}</TableCell>
                <TableCell>{translate('resources.express-reports.fields.deposit_date')}</TableCell>
                <TableCell>{translate('app.support.age')}</TableCell>
                <TableCell>{translate('resources.express-reports.fields.pages')}</TableCell>
                <TableCell>{translate('resources.express-reports.fields.duration')}</TableCell>
                <TableCell>{translate('app.express.values')}</TableCell>
              </TableRow></TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.company_name}</TableCell>
                    <TableCell><Link component="button" type="button" onClick={() => void open(r)}>{r.file}</Link></TableCell>
                    <TableCell>{label(r.status)}</TableCell>
                    <TableCell>{formatDateTime(r.deposit_date)}</TableCell>
                    <TableCell>{translate('app.support.hours', { count: r.age_hours })}</TableCell>
                    <TableCell>{r.pages ?? '—'}</TableCell>
                    <TableCell>{r.duration == null ? '—' : formatTimer(r.duration)}</TableCell>
                    <TableCell>{translate('app.support.summary', r.summary)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
