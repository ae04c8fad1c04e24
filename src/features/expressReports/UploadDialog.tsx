// Upload of several PDFs in a row (an optional site for all), through the shared upload queue
// (engine/uploads). The type and size rules are the API's (sniffed content).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useGetList, useRefresh, useTranslate } from 'react-admin';
import { UploadQueueList, useUploadQueue } from '../../engine/uploads/UploadQueue';
import { useAccess } from '../../providers/useSession';
import { uploadFile } from '../../engine/uploads/uploadFile';

export const UploadButton = () => {
  const [open, setOpen] = useState(false);
  // Uploading creates reports (right and plan as the API checks them).
  const allowed = useAccess('express-reports', 'create');
  if (!allowed) return null;
  return (
    <>
      <Button label="app.express.upload" onClick={() => setOpen(true)}><UploadFileIcon /></Button>
      {open && <UploadDialog onClose={() => setOpen(false)} />}
    </>
  );
};

const UploadDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { data: sites = [] } = useGetList('factories', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const [factory, setFactory] = useState<string>('');
  const queue = useUploadQueue();

  const send = async () => {
    const fields: Record<string, string> = factory ? { factory } : {};
    await queue.sendAll((file, onProgress) => uploadFile(file, fields, onProgress, '/express-reports/'));
    refresh();
  };

  return (
    <Dialog open onClose={queue.busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="express-upload-title">
      <DialogTitle id="express-upload-title">{translate('app.express.upload_title')}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth margin="dense" label={translate('app.express.site')} value={factory} onChange={(e) => setFactory(e.target.value)}>
          <MenuItem value="">{translate('app.express.no_site')}</MenuItem>
          {sites.map((s) => <MenuItem key={s.id} value={String(s.id)}>{String(s.name)}</MenuItem>)}
        </TextField>
        <UploadQueueList queue={queue} messages="app.express" accept="application/pdf" testId="express-files" />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={queue.busy}>{translate('app.express.close')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void send()} disabled={!queue.canSend}>{translate('app.express.send')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
};
