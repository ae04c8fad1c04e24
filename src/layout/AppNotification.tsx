// The console's toasts (spec §8, §9): at most one on screen, the newest replacing the one shown;
// each with its title and duration from toastRules. The same message again within a few seconds
// is dropped: a failed call is reported both by the global `backenderror` listener and by the
// view that made it.
import { Alert, AlertTitle, Button, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { toastOf, type Toast } from './toasts/toastRules';

const REPEAT_WINDOW_MS = 8000;

interface Shown {
  id: number;
  toast: Toast;
}

export const AppNotification = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const last = useRef<{ message: unknown; at: number } | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    if (!notifications.length) return;
    // An undoable toast is never replaced: its mutation runs when it closes.
    if (open && shown?.toast.undoable) return;
    const now = Date.now();
    const isRepeat = (n: NotificationPayload) =>
      last.current !== null && n.message === last.current.message && now - last.current.at < REPEAT_WINDOW_MS;
    const fresh = notifications.filter((n) => !isRepeat(n));
    setNotifications([]);
    const newest = fresh.at(-1);
    if (!newest) return;
    last.current = { message: newest.message, at: now };
    nextId.current += 1;
    setShown({ id: nextId.current, toast: toastOf(newest) });
    setOpen(true);
  }, [notifications, setNotifications, open, shown]);

  const close = () => setOpen(false);
  const exited = () => {
    if (shown?.toast.undoable) takeMutation()?.({ isUndo: false });
    setShown(null);
  };
  const undo = () => {
    takeMutation()?.({ isUndo: true });
    setShown((s) => (s ? { ...s, toast: { ...s.toast, undoable: false } } : s));
    setOpen(false);
  };

  if (!shown) return null;
  const { toast } = shown;
  return (
    <Snackbar
      key={shown.id}
      open={open}
      autoHideDuration={toast.duration}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      disableWindowBlurListener={toast.undoable}
      slotProps={{ transition: { onExited: exited } }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={close}
        action={toast.undoable ? <Button color="inherit" size="small" onClick={undo}>{translate('ra.action.undo')}</Button> : undefined}
        sx={{ minWidth: 288, whiteSpace: 'pre-line' }}
      >
        {toast.title && <AlertTitle>{translate(toast.title)}</AlertTitle>}
        {translate(toast.message, { _: toast.message, ...toast.messageArgs })}
      </Alert>
    </Snackbar>
  );
};
