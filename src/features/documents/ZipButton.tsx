// 'Télécharger en zip': the selection (ids, or all matching the list's filter) or a folder, as a
// zip built by a job; its link arrives by e-mail and is offered here at once.
import FolderZipIcon from '@mui/icons-material/FolderZip';
import { Button, useListContext, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { useListFilter } from '../../engine/ResultCount';
import { httpClient } from '../../providers/httpClient';
import { filterQuery } from '../../providers/listQuery';

export const zipPath = (jobId: string) => `/documents/download/${jobId}`;

export function useStartZip() {
  const notify = useNotify();
  const navigate = useNavigate();
  return async (body: Record<string, unknown>) => {
    try {
      const { json } = await httpClient<{ job: { id: string } }>('/documents/zip/', { method: 'POST', body });
      notify('app.documents.zip_queued', { type: 'info' });
      navigate(zipPath(json.job.id));
    } catch (error) {
      notify((error as Error).message || 'app.errors.server', { type: 'error' });
    }
  };
}

/** In the documents list's bulk toolbar. */
export const BulkZipButton = () => {
  const { selectedIds } = useListContext();
  const { all } = useSelectionScope();
  const filter = useListFilter();
  const start = useStartZip();
  return (
    <Button label="app.documents.zip" onClick={() => void start(all ? { all: true, filter: filterQuery(filter) } : { ids: selectedIds.map(Number) })}>
      <FolderZipIcon />
    </Button>
  );
};

/** On a folder's page. */
export const FolderZipButton = ({ tag }: { tag: number }) => {
  const start = useStartZip();
  return <Button label="app.documents.zip" onClick={() => void start({ tag })}><FolderZipIcon /></Button>;
};
