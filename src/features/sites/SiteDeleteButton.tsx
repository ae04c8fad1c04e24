// A site's delete: the API answers first with what would go with it (buildings, elements,
// controls…), the user types CONFIRMER and the request is replayed; an empty site goes at once.
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { TypedConfirmDialog } from '../../engine/bulk/TypedConfirmDialog';
import { httpClient } from '../../providers/httpClient';
import type { ConfirmRequest } from '../../providers/types';
import { useAccess } from '../../providers/useSession';

type Answer = { message?: string; confirm_request?: ConfirmRequest } | null;

export const SiteDeleteButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const allowed = useAccess('factories', 'delete');
  const [asking, setAsking] = useState<{ message: string; request: ConfirmRequest } | null>(null);
  const [pending, setPending] = useState(false);
  if (!record || !allowed) return null;

  const done = () => {
    notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
    refresh();
    redirect('list', 'sites');
  };
  const run = async (send: () => Promise<{ json: Answer }>) => {
    setPending(true);
    try {
      const { json } = await send();
      if (json?.confirm_request) setAsking({ message: json.message ?? '', request: json.confirm_request });
      else { setAsking(null); done(); }
    } catch (error) {
      setAsking(null);
      notify((error as Error)?.message || 'app.errors.unexpected', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const ask = () => run(() => httpClient<Answer>(`/factories/${record.id}/`, { method: 'DELETE' }));
  const confirm = () => asking && run(() => httpClient<Answer>(asking.request.url, { method: asking.request.method, body: asking.request.data }));
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => void ask()} disabled={pending}>
        <DeleteIcon />
      </Button>
      {asking && <TypedConfirmDialog message={asking.message} pending={pending} onConfirm={() => void confirm()} onClose={() => setAsking(null)} />}
    </>
  );
};
