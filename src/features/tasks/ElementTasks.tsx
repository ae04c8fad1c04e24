// The element page's Observations section: its observations (open ones by default; closed ones or
// all through a toggle), each with its status chip that cycles, its deadline and manager, and a
// link to add one on this element.
import AddIcon from '@mui/icons-material/Add';
import { Box, Link as MuiLink, Table, ToggleButton, ToggleButtonGroup, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../providers/dates';
import { useAccess } from '../../providers/useSession';
import { TaskStatusButton } from './TaskStatusButton';

// The list's tabs (resources/tasks.ts): open by default; closed = done or without follow-up.
const SHOWN = { open: { tab: 'open' }, closed: { tab: 'all', open: false }, all: { tab: 'all' } } as const;
type Shown = keyof typeof SHOWN;

export const ElementTasks = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const canCreate = useAccess('tasks', 'create');
  const [shown, setShown] = useState<Shown>('open');
  const { data = [], isPending, refetch } = useGetList('tasks', {
    filter: { element: record?.id, ...SHOWN[shown] }, sort: { field: 'deadline', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
  }, { enabled: !!record });
  const f = (name: string) => translate(`resources.tasks.fields.${name}`);
  if (isPending || !record) return null;
  const open = ['not_started', 'doing'];
  const rows = [...data.filter((r) => open.includes(String(r.status))), ...data.filter((r) => !open.includes(String(r.status)))];
  return (
    <Box aria-label={translate('resources.tasks.section')} component="section">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup size="small" exclusive value={shown} aria-label={translate('resources.tasks.shown.label')}
          onChange={(_, v: Shown | null) => { if (v) setShown(v); }}>
          {(Object.keys(SHOWN) as Shown[]).map((k) => <ToggleButton key={k} value={k}>{translate(`resources.tasks.shown.${k}`)}</ToggleButton>)}
        </ToggleButtonGroup>
        {canCreate && (
          <Button component={Link} to={`/tasks/create?source=${encodeURIComponent(JSON.stringify({ element: record.id }))}`}
            label="resources.tasks.add"><AddIcon /></Button>
        )}
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary" role="status">{translate('resources.tasks.empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['description', 'deadline', 'manager', 'status'].map((c) => <TableCell key={c}>{f(c)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell><MuiLink component={Link} to={`/tasks/${r.id}/show`}>{String(r.description)}</MuiLink></TableCell>
                <TableCell>{formatDate(r.deadline as string | null)}</TableCell>
                <TableCell>{String(r.manager_name ?? '')}</TableCell>
                <TableCell><TaskStatusButton record={r} onChanged={() => void refetch()} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
