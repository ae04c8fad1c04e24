// A quote request: a pre-filled message the user edits, then copies or sends by e-mail to the
// support address (see supportContact.ts: there is no chat backend).
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SendIcon from '@mui/icons-material/Send';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { mailtoUrl, SUPPORT_EMAIL } from './supportContact';

export interface QuoteRequest {
  subject: string;
  message: string;
}

const QuoteForm = ({ request, onClose }: { request: QuoteRequest; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [message, setMessage] = useState(request.message);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      notify('app.account.quote.copied', { type: 'success', autoHideDuration: 2000 });
    } catch {
      notify('app.account.quote.copy_failed', { type: 'error' });
    }
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.account.quote.intro')}</DialogContentText>
        <TextField
          label={translate('app.account.quote.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={7}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('app.account.quote.close')}</Button>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('app.account.quote.copy')}
        </Button>
        <Button variant="contained" startIcon={<SendIcon />} href={mailtoUrl(SUPPORT_EMAIL, request.subject, message)}>
          {translate('app.account.quote.send')}
        </Button>
      </DialogActions>
    </>
  );
};

export const QuoteDialog = ({ request, onClose }: { request: QuoteRequest | null; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={!!request} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quote-dialog-title">
      <DialogTitle id="quote-dialog-title">{translate('app.account.quote.title')}</DialogTitle>
      {/* Mounted per request: the message starts from the new pre-filled text. */}
      {request && <QuoteForm key={request.subject} request={request} onClose={onClose} />}
    </Dialog>
  );
};
