// The bulk action "Modifier les droits" of the users list (react-admin does not check access on
// custom bulk buttons: the toolbar shows it to editors of users only).
import SecurityIcon from '@mui/icons-material/Security';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { BulkRightsDialog } from './BulkRightsDialog';

export const BulkRightsButton = () => {
  const { selectedIds } = useListContext();
  const { all } = useSelectionScope();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.users.bulk.button" onClick={() => setOpen(true)} disabled={!all && !selectedIds.length}>
        <SecurityIcon />
      </Button>
      {open && <BulkRightsDialog onClose={() => setOpen(false)} />}
    </>
  );
};
