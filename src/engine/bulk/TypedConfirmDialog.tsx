// The API's confirmation request (spec §5): its message, and a field where the user types
// CONFIRMER (CONFIRM in English) before the request is replayed.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  message: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export const TypedConfirmDialog = ({ message, pending, onConfirm, onClose }: Props) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const word = translate('app.confirm.word');
  const ready = typed.trim() === word && !pending;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          autoComplete="off"
          label={translate('app.confirm.label', { word })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && ready && onConfirm()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={!ready} color="error" variant="contained">
          {translate('app.confirm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
