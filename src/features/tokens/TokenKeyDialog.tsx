// The key of a token just created, shown once (the API never gives it again), with a copy button
// and the spec's "token copy failed" message (§8) when the clipboard refuses.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export const TokenKeyDialog = ({ tokenKey, onClose }: { tokenKey: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tokenKey);
      notify('app.tokens.copied', { type: 'success', autoHideDuration: 2000 });
    } catch {
      notify('app.tokens.copy_failed', { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="token-key-title">
      <DialogTitle id="token-key-title">{translate('app.tokens.created_title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{translate('app.tokens.key_once')}</Alert>
        <TextField
          label={translate('resources.tokens.fields.key')}
          value={tokenKey}
          fullWidth
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('app.tokens.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.tokens.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
