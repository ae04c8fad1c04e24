// The element page's Observations section: its observations (open ones by default; closed ones or
// all through a toggle), each with its status chip that cycles, its deadline and manager, and a
// link to add one on this element.
import AddIcon from '@mui/icons-material/Add';
import { Box, Link as MuiLink, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { formatDate } from '../../providers/dates';
import { useAccess } from '../../providers/useSession';
import { TaskStatusButton } from './TaskStatusButton';
import type { ElementRow } from '../elements/elementRow';

// The list's tabs (resources/tasks.ts): open by default; closed = done or without follow-up.
const SHOWN = { open: { tab: 'open' }, closed: { tab: 'all', open: false }, all: { tab: 'all' } } as const;
type Shown = keyof typeof SHOWN;

export const ElementTasks = () => {
  const record = useRecordContext<ElementRow>();
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
  const columns: CardColumn<RaRecord>[] = [
    { key: 'description', label: f('description'), cell: (r) => <MuiLink component={Link} to={`/tasks/${r.id}/show`}>{String(r.description)}</MuiLink> },
    { key: 'deadline', label: f('deadline'), cell: (r) => formatDate(r.deadline as string | null) },
    { key: 'manager', label: f('manager'), cell: (r) => String(r.manager_name ?? '') },
    { key: 'status', label: f('status'), cell: (r) => <TaskStatusButton record={r} onChanged={() => void refetch()} /> },
  ];
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
        <CardTable rows={rows} columns={columns} rowKey={(r) => r.id} label={translate('resources.tasks.section')} />
      )}
    </Box>
  );
};
