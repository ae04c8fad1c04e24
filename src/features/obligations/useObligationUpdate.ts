// One PATCH of an obligation (status or documents), pessimistic, then a notice and a refresh of
// what shows it (the list, the element page). Rights and rules stay the API's.
import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';

export const useObligationUpdate = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const run = (record: RaRecord, data: Record<string, unknown>, success: string, after?: () => void) =>
    update('obligations', { id: record.id, data, previousData: record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        notify(success, { type: 'success' });
        after?.();
        refresh();
      },
      onError: (error) => notify((error as Error)?.message || 'app.errors.unknown', { type: 'error' }),
    });
  return { run, isPending };
};
