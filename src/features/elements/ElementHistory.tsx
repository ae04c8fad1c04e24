// The element's history: its activity-log entries (GET /activity-log/?object_type=elements&
// object_id=…), newest first, with date, user, action and changed fields (the history screen's cells).
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../providers/dates';
import { useAccess } from '../../providers/useSession';
import { ActionCell, ChangesCell } from '../history/HistoryCells';

const label = (field: string) => `resources.activity-log.fields.${field}`;
const LATEST = 50;

const Entries = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const { data = [], total, isPending } = useGetList('activity-log', {
    filter: { object_type: 'elements', object_id: id },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: LATEST },
  }, { staleTime: 0, refetchOnMount: 'always' }); // a write just made must show
  if (isPending) return null;
  if (!data.length) return <Typography color="text.secondary">{translate('app.elements.history.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.elements.sections.history')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(label('created_at'))}</TableCell>
          <TableCell>{translate(label('user_label'))}</TableCell>
          <TableCell>{translate(label('action'))}</TableCell>
          <TableCell>{translate(label('changes'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((entry) => (
          // Custom values come per attribute, under its name, in the API's changes_display.
          <RecordContextProvider key={entry.id} value={entry}>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(String(entry.created_at))}</TableCell>
              <TableCell>{entry.user_label}</TableCell>
              <TableCell><ActionCell /></TableCell>
              <TableCell><ChangesCell /></TableCell>
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
      {total === undefined && data.length === LATEST && (
        <caption>{translate('app.elements.history.latest', { count: LATEST })}</caption>
      )}
    </Table>
  );
};

export const ElementHistory = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const allowed = useAccess('activity-log', 'list');
  if (!record) return null;
  if (!allowed) return <Typography color="text.secondary">{translate('app.elements.history.no_right')}</Typography>;
  return <Entries id={Number(record.id)} />;
};
