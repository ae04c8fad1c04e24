// 'Classer dans un dossier': files the selection (ids, or all matching the list's filter) into a
// folder through POST /documents/move/ (folders are links, outside the engine's bulk update);
// drawn for the users the API lets edit documents.
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useGetList, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { useListFilter } from '../../engine/ResultCount';
import { httpClient } from '../../providers/httpClient';
import { filterQuery } from '../../providers/listQuery';
import { useAccess } from '../../providers/useSession';

export const BulkMoveButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const { all } = useSelectionScope();
  const filter = useListFilter();
  const [open, setOpen] = useState(false);
  const [tag, setTag] = useState<number | ''>('');
  const canEdit = useAccess('documents', 'edit');
  const { data: folders = [] } = useGetList('tags', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: open && canEdit });

  const move = async () => {
    const selection = all ? { all: true, filter: filterQuery(filter) } : { ids: selectedIds.map(Number) };
    try {
      const { json } = await httpClient<{ message: string }>('/documents/move/', { method: 'POST', body: { ...selection, tag } });
      notify(json.message, { type: 'info' });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify((error as Error).message || 'app.errors.server', { type: 'error' });
    }
  };

  if (!canEdit) return null;
  return (
    <>
      <Button label="app.documents.move" onClick={() => setOpen(true)}><DriveFileMoveIcon /></Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="move-title">
        <DialogTitle id="move-title">{translate('app.documents.move')}</DialogTitle>
        <DialogContent>
          <TextField select fullWidth margin="dense" label={translate('app.documents.folder')} value={tag} onChange={(e) => setTag(Number(e.target.value))}>
            {folders.map((f) => <MenuItem key={f.id} value={f.id}>{String(f.name)}</MenuItem>)}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('app.documents.close')}</MuiButton>
          <MuiButton variant="contained" disabled={tag === ''} onClick={() => void move()}>{translate('app.documents.move')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
