// The single delete of a record page or form: like bulk delete, the user types CONFIRMER (CONFIRM)
// before anything is sent. Pessimistic: the record leaves the caches only once the API agreed.
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate, type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { useAccess } from '../providers/useSession';
import { TypedConfirmDialog } from './bulk/TypedConfirmDialog';

interface Props {
  /** Where to go once deleted (default: the list); false to stay (a row of a sub-list). */
  redirect?: RedirectionSideEffect | false;
  /** The record's name in the confirmation (default: its label field, else none). */
  name?: string;
  record?: RaRecord;
  resource?: string;
}

export const TypedDeleteButton = (props: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirectTo = useRedirect();
  const fromContext = useRecordContext();
  const record = props.record ?? fromContext;
  const resource = useResourceContext({ resource: props.resource }) ?? '';
  const allowed = useAccess(resource, 'delete');
  const [deleteOne, { isPending }] = useDelete();
  const [asking, setAsking] = useState(false);
  if (!record || record.id == null || !allowed) return null;

  const name = props.name ?? String(record.name ?? record.designation ?? record.email ?? '');
  const message = name ? translate('app.shell.delete_one', { name }) : translate('app.shell.delete_one_unnamed');
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
          if (props.redirect !== false) redirectTo(props.redirect ?? 'list', resource);
        },
        onError: (error) => {
          setAsking(false);
          notify((error as Error)?.message || 'app.errors.unexpected', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setAsking(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      {asking && <TypedConfirmDialog message={message} pending={isPending} onConfirm={confirm} onClose={() => setAsking(false)} />}
    </>
  );
};
