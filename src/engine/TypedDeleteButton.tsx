// The one delete button of record pages, forms and sub-lists. It first asks the API what the delete
// would take (`{"confirm": false}`: nothing is deleted) and shows that in the CONFIRMER dialog: the
// API's counts when other rows go with it (a building's elements, a site's buildings…), else
// "« name » will be deleted"; once the word is typed, the API's own confirmation request is
// replayed. Pessimistic: the record leaves the caches only once the API agreed.
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate, type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { ConfirmationRequired } from '../providers/dataProvider';
import type { ConfirmRequest } from '../providers/types';
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
  const [asking, setAsking] = useState<{ message: string; request: ConfirmRequest } | null>(null);
  if (!record || record.id == null || !allowed) return null;

  const name = props.name ?? String(record.name ?? record.designation ?? record.email ?? '');
  const plain = name ? translate('app.shell.delete_one', { name }) : translate('app.shell.delete_one_unnamed');
  const fail = (error: unknown) => {
    setAsking(null);
    notify((error as Error)?.message || 'app.errors.unexpected', { type: 'error' });
  };
  const send = (meta: { ask: true } | { replay: ConfirmRequest }) =>
    deleteOne(resource, { id: record.id, previousData: record, meta }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        setAsking(null);
        notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
        if (props.redirect !== false) redirectTo(props.redirect ?? 'list', resource);
      },
      onError: (error) => {
        if (!(error instanceof ConfirmationRequired)) return fail(error);
        // The API's message lists what goes with the record; with nothing else, the record's name.
        setAsking({ message: error.dependents.length ? error.message : plain, request: error.request });
      },
    });

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => send({ ask: true })} disabled={isPending}>
        <DeleteIcon />
      </Button>
      {asking && (
        <TypedConfirmDialog message={asking.message} pending={isPending} onConfirm={() => send({ replay: asking.request })} onClose={() => setAsking(null)} />
      )}
    </>
  );
};
