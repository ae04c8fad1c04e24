// One conversation: its messages (the other side's on the left, the caller's side on the right)
// and the answer box. Opening it marks it read for the caller's side (the API does).
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { answer, fetchThread, type SupportMessage, type SupportThread } from './supportApi';

/** DD/MM/YYYY HH:MM in both languages (the console's date format). */
const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export const ThreadView = ({ id, supportSide, onChanged }: { id: number; supportSide: boolean; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [data, setData] = useState<{ thread: SupportThread; results: SupportMessage[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setError(null);
    fetchThread(id, abort.signal)
      .then((d) => { setData(d); onChanged(); })
      .catch((e: Error) => { if (!abort.signal.aborted) setError(e.message || 'app.errors.unexpected'); });
    return () => abort.abort();
    // onChanged is the parent's refresh: reading must not loop on its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, version]);

  const send = () => {
    setBusy(true);
    answer(id, text)
      .then(() => { setText(''); setVersion((v) => v + 1); })
      .catch((e: Error) => notify(e.message || 'app.errors.unexpected', { type: 'error' }))
      .finally(() => setBusy(false));
  };

  if (error) return <Alert severity="error">{translate(error, { _: error })}</Alert>;
  if (!data) return <Box role="status" sx={{ p: 2 }}><CircularProgress size={20} /></Box>;
  return (
    <Box component="section" aria-labelledby="thread-title">
      <Typography id="thread-title" variant="h6" component="h2">{data.thread.subject}</Typography>
      {supportSide && <Typography variant="body2" color="text.secondary">{data.thread.company_name}</Typography>}
      <Box component="ol" aria-label={translate('app.supportThreads.messages')} sx={{ listStyle: 'none', p: 0, my: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {data.results.map((m) => {
          const mine = m.from_support === supportSide;
          return (
            <Box component="li" key={m.id} sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
              <Paper variant="outlined" sx={{ p: 1.5, bgcolor: mine ? 'action.hover' : 'background.paper' }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {m.from_support ? translate('app.supportThreads.support') : (m.author_name ?? '—')} · {when(m.created_at, locale)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.text}</Typography>
              </Paper>
            </Box>
          );
        })}
      </Box>
      <TextField label={translate('app.supportThreads.answer')} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={3} fullWidth name="answer" />
      <Button variant="contained" sx={{ mt: 1 }} disabled={busy || !text.trim()} onClick={send}>{translate('app.supportThreads.send')}</Button>
    </Box>
  );
};
