// A webhook's delivery log under its page: one row per attempt, newest first (status code,
// duration, error), refreshed while retries are pending.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { RecordOf } from '../../../resources/records';

const COLUMNS = ['created_at', 'event', 'object_key', 'attempt', 'status', 'status_code', 'duration_ms', 'error'] as const;

export const DeliveryLog = () => {
  const record = useRecordContext<RecordOf<'webhooks'>>();
  const translate = useTranslate();
  const locale = useLocale();
  const { data = [], isPending } = useGetList('webhook-deliveries', {
    pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' }, filter: { webhook: record?.id },
  }, { enabled: record?.id !== undefined, refetchInterval: 5000 });
  const value = (row: Record<string, unknown>, c: (typeof COLUMNS)[number]) => {
    const v = row[c];
    if (v === null || v === undefined || v === '') return '—';
    if (c === 'created_at') return new Date(String(v)).toLocaleString(locale);
    if (c === 'event') return translate(`resources.webhook-deliveries.choices.event.${String(v)}`);
    if (c === 'status') return translate(`resources.webhook-deliveries.choices.status.${String(v)}`);
    return String(v);
  };
  return (
    <Box component="section" aria-labelledby="delivery-log-title" sx={{ p: 2 }}>
      <Typography id="delivery-log-title" variant="h6" component="h2">{translate('app.integrations.webhooks.log_title')}</Typography>
      {!isPending && data.length === 0 && <Typography color="text.secondary">{translate('app.integrations.webhooks.log_empty')}</Typography>}
      {data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="delivery-log-title">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => <TableCell key={c}>{translate(`resources.webhook-deliveries.fields.${c}`)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  {COLUMNS.map((c) => <TableCell key={c}>{value(row, c)}</TableCell>)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
