// react-admin's toasts (one at a time), minus repeats: a failed call is reported both by the
// global `backenderror` listener and by the view that made it; the same message shown again
// within a few seconds is dropped.
import { useMemo, useRef } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';

const REPEAT_WINDOW_MS = 8000;

export const AppNotification = () => {
  const context = useNotificationContext();
  const last = useRef<{ message: unknown; at: number } | null>(null);
  const value = useMemo(() => {
    const takeNotification = (): NotificationPayload | void => {
      const now = Date.now();
      const isRepeat = (n: NotificationPayload) =>
        last.current !== null && n.message === last.current.message && now - last.current.at < REPEAT_WINDOW_MS;
      const queue = context.notifications;
      const index = queue.findIndex((n) => !isRepeat(n));
      context.setNotifications(index === -1 ? [] : queue.slice(index + 1));
      if (index === -1) return;
      last.current = { message: queue[index].message, at: now };
      return queue[index];
    };
    return { ...context, takeNotification };
  }, [context]);
  return (
    <NotificationContext.Provider value={value}>
      <Notification />
    </NotificationContext.Provider>
  );
};
