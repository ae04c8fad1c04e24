// Upload of several PDFs in a row, each with its progress and, on failure, the spec's error kind.
// The type and size rules are the API's (sniffed content); nothing is checked here.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText, MenuItem, TextField, Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useGetList, useRefresh, useTranslate } from 'react-admin';
import { uploadReport, type UploadOutcome } from './upload';

interface Item { file: File; progress: number; outcome?: UploadOutcome }

export const UploadButton = () => {
  const [open, setOpen] = useState(false);
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
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<Item>) => setItems((list) => list.map((it, j) => (j === i ? { ...it, ...patch } : it)));

  const send = async () => {
    setBusy(true);
    const fields: Record<string, string> = factory ? { factory } : {};
    for (const [i, item] of items.entries()) {
      if (item.outcome?.ok) continue;
      const outcome = await uploadReport(item.file, fields, (progress) => set(i, { progress }));
      set(i, { outcome, progress: 100 });
    }
    setBusy(false);
    refresh();
  };

  const status = (item: Item) => {
    if (!item.outcome) return translate('app.express.waiting');
    if (item.outcome.ok) return translate('app.express.sent');
    return item.outcome.message ?? translate(`app.express.upload_errors.${item.outcome.kind ?? 'other'}`);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="express-upload-title">
      <DialogTitle id="express-upload-title">{translate('app.express.upload_title')}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth margin="dense" label={translate('app.express.site')} value={factory} onChange={(e) => setFactory(e.target.value)}>
          <MenuItem value="">{translate('app.express.no_site')}</MenuItem>
          {sites.map((s) => <MenuItem key={s.id} value={String(s.id)}>{String(s.name)}</MenuItem>)}
        </TextField>
        <MuiButton component="label" variant="outlined" sx={{ mt: 1 }} disabled={busy}>
          {translate('app.express.choose')}
          <input hidden type="file" multiple accept="application/pdf" data-testid="express-files"
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
        <MuiButton onClick={onClose} disabled={busy}>{translate('app.express.close')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void send()} disabled={busy || !items.length}>{translate('app.express.send')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
};
