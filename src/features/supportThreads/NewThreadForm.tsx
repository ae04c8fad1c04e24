// A new conversation with support: subject and message, pre-filled when it comes from a service's
// quote or the help and support contact (?new=1&subject=…&message=…).
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { openThread, type SupportThread } from './supportApi';

export const NewThreadForm = ({ subject: initialSubject, message: initialMessage, onCreated, onCancel }: {
  subject: string; message: string; onCreated: (t: SupportThread) => void; onCancel: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [subject, setSubject] = useState(initialSubject);
  const [message, setMessage] = useState(initialMessage);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    setBusy(true);
    openThread(subject, message)
      .then(onCreated)
      .catch((e: Error) => notify(e.message || 'app.errors.unexpected', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Box component="form" aria-labelledby="new-thread-title" onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="new-thread-title" variant="h6" component="h2">{translate('app.supportThreads.new')}</Typography>
      <TextField label={translate('app.supportThreads.subject')} value={subject} onChange={(e) => setSubject(e.target.value)} required name="subject" slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField label={translate('app.supportThreads.message')} value={message} onChange={(e) => setMessage(e.target.value)} required multiline minRows={6} name="message" />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy || !subject.trim() || !message.trim()}>{translate('app.supportThreads.send')}</Button>
        <Button onClick={onCancel}>{translate('app.supportThreads.cancel')}</Button>
      </Box>
    </Box>
  );
};
