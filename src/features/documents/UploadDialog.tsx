// The documents' upload dialog: the company (and the links of the page it is opened from: a folder,
// an intervention, sent as the create's fields; the API files the document on the linked object's
// site), then the shared upload queue (engine/uploads). The type and size rules are the API's.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useRefresh, useTranslate } from 'react-admin';
import { useAccess, useCompanies, useCompanySelection } from '../../providers/useSession';
import { UploadQueueList, useUploadQueue } from '../../engine/uploads/UploadQueue';
import { uploadFile } from '../../engine/uploads/uploadFile';

/** `links`: create fields naming the page's object, e.g. `{ tags: 3 }` or `{ control_interventions: 7 }`. */
type Links = Record<string, number>;

export const UploadButton = ({ links }: { links?: Links }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Uploading creates documents: drawn for the users the API lets create them.
  const allowed = useAccess('documents', 'create');
  if (!allowed) return null;
  return (
    <>
      <Button label="app.documents.upload" onClick={() => setOpen(true)}><UploadFileIcon /></Button>
      {open && <UploadDialog links={links} onClose={() => setOpen(false)} title={translate('app.documents.upload_title')} />}
    </>
  );
};

const UploadDialog = ({ links = {}, onClose, title }: { links?: Links; onClose: () => void; title: string }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const companies = useCompanies();
  const selection = useCompanySelection();
  const [company, setCompany] = useState<number | ''>(selection !== 'all' ? selection : (companies[0]?.id ?? ''));
  const queue = useUploadQueue();

  const send = async () => {
    const fields: Record<string, string> = { company: String(company) };
    for (const [name, id] of Object.entries(links)) fields[name] = String(id);
    await queue.sendAll((file, onProgress) => uploadFile(file, fields, onProgress, '/documents/'));
    refresh();
  };

  return (
    <Dialog open onClose={queue.busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="upload-title">
      <DialogTitle id="upload-title">{title}</DialogTitle>
      <DialogContent>
        {companies.length > 1 && (
          <TextField select fullWidth margin="dense" label={translate('app.documents.company')} value={company}
            onChange={(e) => setCompany(Number(e.target.value))}>
            {companies.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
          </TextField>
        )}
        <UploadQueueList queue={queue} messages="app.documents" testId="document-files" />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={queue.busy}>{translate('app.documents.close')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void send()} disabled={!queue.canSend || company === ''}>
          {translate('app.documents.send')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};
