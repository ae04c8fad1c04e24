// Several files sent one after the other, each with its progress and, on failure, the spec's
// error kind ('Transfert échoué', 'Type non accepté', 'Fichier trop volumineux', 'Erreur
// inconnue'): the state (useUploadQueue) and the list (UploadQueueList) of the documents' and the
// express reports' upload dialogs. Sending again resends only the files that failed.
import { Button as MuiButton, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UploadOutcome } from './uploadFile';

export type Send = (file: File, onProgress: (percent: number) => void) => Promise<UploadOutcome>;
interface Item { file: File; progress: number; outcome?: UploadOutcome }

export function useUploadQueue() {
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<Item>) => setItems((list) => list.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const choose = (files: FileList | null) => setItems([...(files ?? [])].map((file) => ({ file, progress: 0 })));
  const sendAll = async (send: Send) => {
    setBusy(true);
    try {
      for (const [i, item] of items.entries()) {
        if (item.outcome?.ok) continue;
        const outcome = await send(item.file, (progress) => set(i, { progress }));
        set(i, { outcome, progress: 100 });
      }
    } finally {
      setBusy(false);
    }
  };
  // Something left to send: a file not sent yet, or one that failed. Once every file is sent,
  // "Envoyer" has nothing to do (pressing it again looked like it would upload them twice).
  const canSend = !busy && items.some((item) => !item.outcome?.ok);
  return { items, busy, canSend, choose, sendAll };
}

/** The file chooser and the list; `messages` is the locale prefix of waiting, sent, choose and upload_errors.*. */
export const UploadQueueList = ({ queue, messages, accept, testId }: {
  queue: ReturnType<typeof useUploadQueue>; messages: string; accept?: string; testId: string;
}) => {
  const translate = useTranslate();
  const status = (item: Item) => {
    if (!item.outcome) return translate(`${messages}.waiting`);
    if (item.outcome.ok) return translate(`${messages}.sent`);
    return item.outcome.message ?? translate(`${messages}.upload_errors.${item.outcome.kind ?? 'other'}`);
  };
  return (
    <>
      <MuiButton component="label" variant="outlined" sx={{ mt: 1 }} disabled={queue.busy}>
        {translate(`${messages}.choose`)}
        <input hidden type="file" multiple accept={accept} data-testid={testId} onChange={(e) => queue.choose(e.target.files)} />
      </MuiButton>
      <List dense>
        {queue.items.map((item, i) => (
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
    </>
  );
};
