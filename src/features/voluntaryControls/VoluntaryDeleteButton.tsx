// The record page's delete of a voluntary control type: the API's own confirmation (the bulk
// route with this one id) says how many open controls go with it; the user types CONFIRMER and
// the request is replayed. Finished controls stay as history.
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { TypedConfirmDialog } from '../../engine/bulk/TypedConfirmDialog';
import { httpClient } from '../../providers/httpClient';
import type { ConfirmRequest } from '../../providers/types';
import { useAccess } from '../../providers/useSession';

const RESOURCE = 'voluntary-control-types';
type Answer = { count?: number; message?: string; confirm_request?: ConfirmRequest };

export const VoluntaryDeleteButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const allowed = useAccess(RESOURCE, 'delete');
  const [asking, setAsking] = useState<{ message: string; request: ConfirmRequest } | null>(null);
  const [pending, setPending] = useState(false);
  if (!record || !allowed) return null;

  const fail = (error: unknown) => notify((error as Error)?.message || 'app.errors.unexpected', { type: 'error' });
  const ask = async () => {
    setPending(true);
    try {
      const { json } = await httpClient<Answer>(`/${RESOURCE}/bulk/`, { method: 'POST', body: { action: 'delete', ids: [record.id] } });
      if (json.confirm_request) setAsking({ message: json.message ?? '', request: json.confirm_request });
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };
  const confirm = async () => {
    if (!asking) return;
    setPending(true);
    try {
      await httpClient<Answer>(asking.request.url, { method: asking.request.method, body: asking.request.data });
      setAsking(null);
      notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
      redirect('list', RESOURCE);
    } catch (error) {
      setAsking(null);
      fail(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => void ask()} disabled={pending}>
        <DeleteIcon />
      </Button>
      {asking && <TypedConfirmDialog message={asking.message} pending={pending} onConfirm={() => void confirm()} onClose={() => setAsking(null)} />}
    </>
  );
};
