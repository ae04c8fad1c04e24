// The next-status buttons of an intervention page (spec §4: 'À vérifier', 'À valider',
// 'Valider'), offered by its current status and shown only with the edit right.
import { Button, Stack } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { nextSteps, type InterventionStatus } from './steps';

export const StatusButtons = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess) return null;
  const move = (status: InterventionStatus) =>
    update(resource, { id: record.id, data: { status }, previousData: record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        notify('app.interventions.status_updated', { type: 'success' });
        refresh();
      },
      onError: (error) => notify((error as Error)?.message || 'app.errors.unknown', { type: 'error' }),
    });
  return (
    <Stack direction="row" spacing={1}>
      {nextSteps(record.status).map((status) => (
        <Button key={status} variant={status === 'done' ? 'contained' : 'outlined'} size="small" disabled={isPending} onClick={() => move(status)}>
          {translate(`app.interventions.steps.${status}`)}
        </Button>
      ))}
    </Stack>
  );
};
