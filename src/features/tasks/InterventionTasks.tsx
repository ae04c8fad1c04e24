// A maintenance intervention's observations, under its page (GET /tasks/?intervention=): the
// ones it treats, and (edit right, intervention not done) adding an open observation of its site
// or taking one out, written as the intervention's `tasks` (the API checks site and scope).
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Autocomplete, Box, IconButton, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { formatDate } from '../../providers/dates';
import { useAccess } from '../../providers/useSession';
import { TaskStatusButton } from './TaskStatusButton';

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
  const record = useRecordContext();
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
  return (
    <Box component="section" aria-label={translate('resources.tasks.intervention_section')}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>{translate('resources.tasks.intervention_section')}</Typography>
      {data.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">{translate('resources.tasks.intervention_empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['description', 'element', 'deadline', 'status'].map((c) => <TableCell key={c}>{f(c)}</TableCell>)}
              {editable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((r) => (
              <TableRow key={r.id}>
                <TableCell><MuiLink component={Link} to={`/tasks/${r.id}/show`}>{String(r.description)}</MuiLink></TableCell>
                <TableCell><MuiLink component={Link} to={`/elements/${r.element}`}>{String(r.element_name ?? r.element)}</MuiLink></TableCell>
                <TableCell>{formatDate(r.deadline as string | null)}</TableCell>
                <TableCell><TaskStatusButton record={r} onChanged={() => void refetch()} /></TableCell>
                {editable && (
                  <TableCell>
                    <Tooltip title={translate('resources.tasks.intervention_remove')}>
                      <IconButton size="small" disabled={isPending} aria-label={`${translate('resources.tasks.intervention_remove')} : ${String(r.description)}`}
                        onClick={() => save(ids.filter((id) => id !== r.id), 'resources.tasks.intervention_removed')}>
                        <LinkOffIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editable && <AddTask record={record} ids={ids} busy={isPending} save={(next) => save(next, 'resources.tasks.intervention_added')} />}
    </Box>
  );
};
