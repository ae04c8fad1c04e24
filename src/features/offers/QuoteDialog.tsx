// A quote request: a pre-filled message the user edits, then sends to support as a conversation
// (/messages, pre-filled with it: spec §1 "a pre-filled chat message"), copies, or e-mails.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ForumIcon from '@mui/icons-material/Forum';
import SendIcon from '@mui/icons-material/Send';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { newThreadPath } from '../supportThreads/newThread';
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
        <Button startIcon={<SendIcon />} href={mailtoUrl(SUPPORT_EMAIL, request.subject, message)}>
          {translate('app.account.quote.send')}
        </Button>
        <Button variant="contained" startIcon={<ForumIcon />} component={Link} to={newThreadPath(request.subject, message)} onClick={onClose}>
          {translate('app.account.quote.send_chat')}
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
