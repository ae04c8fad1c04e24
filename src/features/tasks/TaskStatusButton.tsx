// An observation's status as a chip; with the edit right the chip is a button: one click moves
// the status to NEXT_TASK_STATUS (spec §4: not started → in progress → completed → not started,
// no follow-up → not started) and tells 'Le statut a été mis à jour'. The API checks the right.
import { Chip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { NEXT_TASK_STATUS, TASK_STATUSES } from '../../../resources/tasks';
import { useAccess } from '../../providers/useSession';
import type { RecordOf } from '../../../resources/records';

type Status = (typeof TASK_STATUSES)[number];
const COLOURS = { not_started: 'default', doing: 'info', done: 'success', no_followup: 'default' } as const;

export const TaskStatusButton = ({ record: given, onChanged }: { record?: RaRecord; onChanged?: () => void }) => {
  const context = useRecordContext<RecordOf<'tasks'>>();
  const record = given ?? context;
  const translate = useTranslate();
  const notify = useNotify();
  const canEdit = useAccess('tasks', 'edit');
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);
  if (!record) return null;
  const status = String(record.status) as Status;
  const label = translate(`resources.tasks.choices.status.${status}`, { _: status });
  const common = {
    size: 'small' as const,
    variant: status === 'no_followup' ? 'outlined' as const : 'filled' as const,
    color: record.late ? 'error' as const : COLOURS[status] ?? 'default',
    label,
  };
  if (!canEdit || !NEXT_TASK_STATUS[status]) return <Chip {...common} />;
  const next = NEXT_TASK_STATUS[status];
  // The data provider directly (not useUpdate): the row re-renders with its new record, and a
  // mutation's per-call callbacks would be lost with the chip that started it (no toast).
  const click = async (e: React.MouseEvent) => {
    e.stopPropagation();
    setPending(true);
    try {
      await dataProvider.update('tasks', { id: record.id, data: { status: next }, previousData: record });
      notify('resources.tasks.status_updated', { type: 'success' });
      refresh();
      onChanged?.();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Chip
      {...common}
      clickable
      disabled={isPending}
      onClick={(e) => void click(e)}
      aria-label={translate('resources.tasks.status_next', { status: label, next: translate(`resources.tasks.choices.status.${next}`) })}
      data-status={status}
    />
  );
};
