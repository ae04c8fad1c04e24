// Bulk delete through /bulk/: the API answers with a confirmation request, the user types
// CONFIRMER, and the request is replayed. Pessimistic: nothing disappears before the API agrees.
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { TypedConfirmDialog } from './TypedConfirmDialog';
import { useBulkRun } from './useBulkRun';

export const BulkDeleteButton = () => {
  const { resource } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { pending, confirmation, cancel, run, confirm } = useBulkRun('app.bulk.deleted');
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        disabled={pending}
        onClick={() =>
          run(async (ids, meta) => {
            await dataProvider.deleteMany(resource, { ids, meta });
            return ids.length;
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
          onConfirm={() => confirm(async (c) => (await dataProvider.confirm(c.request)).count ?? 0)}
        />
      )}
    </>
  );
};
