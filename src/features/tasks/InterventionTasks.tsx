// A maintenance intervention's observations, under its page (GET /tasks/?intervention=): the
// ones it treats, and (edit right, intervention not done) adding an open observation of its site
// or taking one out, written as the intervention's `tasks` (the API checks site and scope).
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Autocomplete, Box, IconButton, Link as MuiLink, TextField, Tooltip, Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { formatDate } from '../../providers/dates';
import { useAccess } from '../../providers/useSession';
import { TaskStatusButton } from './TaskStatusButton';
import type { InterventionRow } from '../interventions/interventionRow';

const RESOURCE = 'maintenance-interventions';

/** Open observations of the intervention's site not in any intervention, by description. */
const AddTask = ({ record, ids, save, busy }: { record: RaRecord; ids: number[]; save: (ids: number[]) => void; busy: boolean }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList('tasks', {
    filter: { factory: record.factory, open: true, ...(search ? { search } : {}) },
    sort: { field: 'deadline', order: 'ASC' }, pagination: { page: 1, perPage: 20 },
  });
  const options = data.filter((t) => t.intervention == null && !ids.includes(t.id as number));
  return (
    <Autocomplete<RaRecord>
      sx={{ px: 2, pb: 2, maxWidth: 520 }}
      options={options}
      getOptionLabel={(t) => String(t.description)}
      filterOptions={(o) => o}
      loading={isPending}
      noOptionsText={translate('resources.tasks.intervention_none')}
      onInputChange={(_, value, reason) => { if (reason === 'input') setSearch(value); }}
      onChange={(_, picked) => { if (picked) save([...ids, picked.id as number]); }}
      value={null}
      disabled={busy}
      renderInput={(params) => <TextField {...params} size="small" label={translate('resources.tasks.intervention_add')} />}
    />
  );
};

export const InterventionTasks = () => {
  const record = useRecordContext<InterventionRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canEdit = useAccess(RESOURCE, 'edit');
  const [update, { isPending }] = useUpdate();
  const { data = [], refetch } = useGetList('tasks', {
    filter: { intervention: record?.id }, sort: { field: 'deadline', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
  }, { enabled: !!record });
  if (!record) return null;
  const ids = data.map((t) => t.id as number);
  const editable = canEdit && record.status !== 'done';
  const save = (next: number[], success: string) => update(RESOURCE, { id: record.id, data: { tasks: next }, previousData: { ...record, tasks: ids } }, {
    mutationMode: 'pessimistic',
    onSuccess: () => { notify(success, { type: 'success' }); void refetch(); refresh(); },
    onError: (error) => notify((error as Error)?.message || 'app.errors.unknown', { type: 'error' }),
  });
  const f = (name: string) => translate(`resources.tasks.fields.${name}`);
  const columns: CardColumn<RaRecord>[] = [
    { key: 'description', label: f('description'), cell: (r) => <MuiLink component={Link} to={`/tasks/${r.id}/show`}>{String(r.description)}</MuiLink> },
    { key: 'element', label: f('element'), cell: (r) => <MuiLink component={Link} to={`/elements/${r.element}`}>{String(r.element_name ?? r.element)}</MuiLink> },
    { key: 'deadline', label: f('deadline'), cell: (r) => formatDate(r.deadline as string | null) },
    { key: 'status', label: f('status'), cell: (r) => <TaskStatusButton record={r} onChanged={() => void refetch()} /> },
    ...(editable ? [{
      key: 'remove', label: '', cell: (r: RaRecord) => (
        <Tooltip title={translate('resources.tasks.intervention_remove')}>
          <IconButton size="small" disabled={isPending} aria-label={`${translate('resources.tasks.intervention_remove')} : ${String(r.description)}`}
            onClick={() => save(ids.filter((id) => id !== r.id), 'resources.tasks.intervention_removed')}>
            <LinkOffIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    }] : []),
  ];
  return (
    <Box component="section" aria-label={translate('resources.tasks.intervention_section')}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>{translate('resources.tasks.intervention_section')}</Typography>
      {data.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">{translate('resources.tasks.intervention_empty')}</Typography>
      ) : (
        // The table runs edge to edge; cards keep the heading's margins.
        <Box sx={{ px: { xs: 2, sm: 0 }, pb: { xs: 1, sm: 0 } }}>
          <CardTable rows={data} columns={columns} rowKey={(r) => r.id} label={translate('resources.tasks.intervention_section')} />
        </Box>
      )}
      {editable && <AddTask record={record} ids={ids} busy={isPending} save={(next) => save(next, 'resources.tasks.intervention_added')} />}
    </Box>
  );
};
