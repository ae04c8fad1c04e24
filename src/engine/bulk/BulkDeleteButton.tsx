// Bulk delete through /bulk/: the API answers with a confirmation request, the user types
// CONFIRMER, and the request is replayed. Pessimistic: nothing disappears before the API agrees.
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { BulkJobDialog } from './BulkJobDialog';
import { TypedConfirmDialog } from './TypedConfirmDialog';
import { useBulkRun } from './useBulkRun';

export const BulkDeleteButton = () => {
  const { resource } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { pending, confirmation, cancel, run, confirm, queued, jobDone, closeJob } = useBulkRun('app.bulk.deleted');
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        disabled={pending}
        onClick={() =>
          run(async (ids, meta) => {
            const answer = await dataProvider.deleteMany(resource, { ids, meta });
            return (answer as { count?: number }).count ?? ids.length;
          })
        }
      >
        <DeleteIcon />
      </Button>
      {confirmation && (
        <TypedConfirmDialog
          message={confirmation.message}
          pending={pending}
          onClose={cancel}
          onConfirm={() => confirm((c) => dataProvider.confirm(c.request))}
        />
      )}
      {queued && <BulkJobDialog queued={queued} onDone={jobDone} onClose={closeJob} />}
    </>
  );
};
