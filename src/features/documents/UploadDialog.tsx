// The upload dialog: several files, each sent on its own with its progress and, on failure, the
// spec's error kind ('Transfert echoué', 'Type non accepté', 'Fichier trop volumineux', 'Erreur
// inconnue'). The type and size rules are the API's (sniffed content); nothing is checked here.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText, MenuItem, TextField, Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useRefresh, useTranslate } from 'react-admin';
import { useCompanies, useCompanySelection } from '../../providers/useSession';
import { uploadFile, type UploadOutcome } from './upload';

interface Item { file: File; progress: number; outcome?: UploadOutcome }

export const UploadButton = ({ tag }: { tag?: number }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.documents.upload" onClick={() => setOpen(true)}><UploadFileIcon /></Button>
      {open && <UploadDialog tag={tag} onClose={() => setOpen(false)} title={translate('app.documents.upload_title')} />}
    </>
  );
};

const UploadDialog = ({ tag, onClose, title }: { tag?: number; onClose: () => void; title: string }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const companies = useCompanies();
  const selection = useCompanySelection();
  const [company, setCompany] = useState<number | ''>(selection !== 'all' ? selection : (companies[0]?.id ?? ''));
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<Item>) => setItems((list) => list.map((it, j) => (j === i ? { ...it, ...patch } : it)));

  const send = async () => {
    setBusy(true);
    const fields: Record<string, string> = { company: String(company) };
    if (tag) fields.tags = String(tag);
    for (const [i, item] of items.entries()) {
      if (item.outcome?.ok) continue;
      const outcome = await uploadFile(item.file, fields, (progress) => set(i, { progress }));
      set(i, { outcome, progress: 100 });
    }
    setBusy(false);
    refresh();
  };

  const status = (item: Item) => {
    if (!item.outcome) return translate('app.documents.waiting');
    if (item.outcome.ok) return translate('app.documents.sent');
    return item.outcome.message ?? translate(`app.documents.upload_errors.${item.outcome.kind ?? 'other'}`);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="upload-title">
      <DialogTitle id="upload-title">{title}</DialogTitle>
      <DialogContent>
        {companies.length > 1 && (
          <TextField select fullWidth margin="dense" label={translate('app.documents.company')} value={company}
            onChange={(e) => setCompany(Number(e.target.value))}>
            {companies.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
          </TextField>
        )}
        <MuiButton component="label" variant="outlined" sx={{ mt: 1 }} disabled={busy}>
          {translate('app.documents.choose')}
          <input hidden type="file" multiple data-testid="document-files"
            onChange={(e) => setItems([...(e.target.files ?? [])].map((file) => ({ file, progress: 0 })))} />
        </MuiButton>
        <List dense>
          {items.map((item, i) => (
            <ListItem key={`${item.file.name}-${i}`} sx={{ display: 'block' }}>
              <ListItemText primary={item.file.name} />
              <Typography variant="body2" color={item.outcome && !item.outcome.ok ? 'error' : 'text.secondary'}
                role={item.outcome && !item.outcome.ok ? 'alert' : undefined}>
                {status(item)}
              </Typography>
              <LinearProgress variant="determinate" value={item.progress} aria-label={item.file.name} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={busy}>{translate('app.documents.close')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void send()} disabled={busy || !items.length || company === ''}>
          {translate('app.documents.send')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};
