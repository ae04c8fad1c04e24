// A maintenance intervention's observations, under its page (GET /tasks/?intervention=).
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../providers/dates';
import { TaskStatusButton } from './TaskStatusButton';

export const InterventionTasks = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data = [], refetch } = useGetList('tasks', {
    filter: { intervention: record?.id }, sort: { field: 'deadline', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
  }, { enabled: !!record });
  const f = (name: string) => translate(`resources.tasks.fields.${name}`);
  return (
    <Box component="section" aria-label={translate('resources.tasks.intervention_section')}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>{translate('resources.tasks.intervention_section')}</Typography>
      {data.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">{translate('resources.tasks.intervention_empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>{['description', 'element', 'deadline', 'status'].map((c) => <TableCell key={c}>{f(c)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {data.map((r) => (
              <TableRow key={r.id}>
                <TableCell><MuiLink component={Link} to={`/tasks/${r.id}/show`}>{String(r.description)}</MuiLink></TableCell>
                <TableCell><MuiLink component={Link} to={`/elements/${r.element}`}>{String(r.element_name ?? r.element)}</MuiLink></TableCell>
                <TableCell>{formatDate(r.deadline as string | null)}</TableCell>
                <TableCell><TaskStatusButton record={r} onChanged={() => void refetch()} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
