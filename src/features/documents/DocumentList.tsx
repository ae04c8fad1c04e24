// /documents: the engine list (tabs by status, filters incl. folder, search in names and texts),
// an upload button above it, and the bulk toolbar with 'Télécharger en zip' beside the engine's
// actions (set the status through the bulk update, delete) and 'Classer dans un dossier' (a write:
// off, like the engine's, when the selection holds a locked row; the zip only reads).
import { Box } from '@mui/material';
import { documents } from '../../../resources/documents';
import { EngineList } from '../../engine/EngineList';
import { BulkToolbar } from '../../engine/bulk/BulkToolbar';
import { useAccess } from '../../providers/useSession';
import { UploadButton } from './UploadDialog';
import { BulkMoveButton } from './MoveButton';
import { BulkZipButton } from './ZipButton';

const DocumentBulkToolbar = () => {
  const canEdit = useAccess('documents', 'edit');
  const move = canEdit ? [{ key: 'move', label: 'app.documents.move', element: <BulkMoveButton /> }] : [];
  return <BulkToolbar def={documents} actions={move}><BulkZipButton /></BulkToolbar>;
};

export const DocumentList = () => (
  <EngineList
    def={documents}
    header={<Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}><UploadButton /></Box>}
    bulkToolbar={<DocumentBulkToolbar />}
    empty={false}
    openShow
  />
);
