// The activity log, read-only (written by the engine's activity service, server/crud/activity*.ts).
import { defineArea } from '../area';
import { activityLog } from './resource';

export const activityLogArea = defineArea({ name: 'activity-log', resources: [activityLog] });
