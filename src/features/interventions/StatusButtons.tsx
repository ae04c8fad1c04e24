// The next-status buttons of an intervention page (spec §4: 'À vérifier', 'À valider',
// 'Valider'), offered by its current status and shown only with the edit right. 'Valider' asks
// the completion date first (ValidateDialog).
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { nextSteps, type InterventionStatus } from './steps';
import { ValidateDialog } from './ValidateDialog';
import type { InterventionRow } from './interventionRow';

/** The API's message on completed_date, else the error's own. */
const messageOf = (error: unknown): string => {
  const e = error as { message?: string; body?: { errors?: Record<string, unknown> } };
  const field = e?.body?.errors?.completed_date;
  return typeof field === 'string' && field ? field : (e?.message ?? '');
};

export const StatusButtons = () => {
  const record = useRecordContext<InterventionRow>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  const [update, { isPending }] = useUpdate();
  const [validating, setValidating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!record || !canAccess) return null;
  const move = (status: InterventionStatus, extra: Record<string, unknown> = {}) =>
    update(resource, { id: record.id, data: { status, ...extra }, previousData: record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        setValidating(false);
        notify('app.interventions.status_updated', { type: 'success' });
        refresh();
      },
      onError: (e) => {
        if (status === 'done') setError(messageOf(e) || translate('app.errors.unknown'));
        else notify((e as Error)?.message || 'app.errors.unknown', { type: 'error' });
      },
    });
  return (
    <Stack direction="row" spacing={1}>
      {nextSteps(record.status).map((status) => (
        <Button
          key={status}
          variant={status === 'done' ? 'contained' : 'outlined'}
          size="small"
          disabled={isPending}
          onClick={() => (status === 'done' ? (setError(null), setValidating(true)) : move(status))}
        >
          {translate(`app.interventions.steps.${status}`)}
        </Button>
      ))}
      {validating && (
        <ValidateDialog open end={record.end} pending={isPending} error={error}
          onCancel={() => setValidating(false)} onConfirm={(day) => move('done', { completed_date: day })} />
      )}
    </Stack>
  );
};
