// Notifications that are sent: the senders (daily reminders, weekly digest, events), the bell's
// routes, the preview and the unsubscribe. Delivery itself (switch, sent-log, SMTP) is
// server/notify/, shared with the export jobs.
import { defineArea } from '../area';
import { registerNotificationJobs } from './jobs';
import { notificationRoutes } from './routes';
import { openapi } from './openapi';

export const notificationsArea = defineArea({ openapi, name: 'notifications', routes: [notificationRoutes], jobs: [registerNotificationJobs] });
