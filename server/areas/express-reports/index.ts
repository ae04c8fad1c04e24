// Express reports (issue 13): upload, offline analysis jobs, reconciliation, checking and
// validation, and support's queue.
import { defineArea } from '../area';
import { seedExpressReports } from './demo';
import { registerExpressReportJobs } from './jobs';
import { expressReports } from './resource';
import { expressReportRoutes } from './routes';
import { supportQueueRoutes } from './support';
import { openapi } from './openapi';

export const expressReportsArea = defineArea({ openapi,
  name: 'express-reports',
  resources: [expressReports],
  routes: [expressReportRoutes, supportQueueRoutes],
  jobs: [registerExpressReportJobs],
  demo: seedExpressReports, demoAfter: ['controls', 'tasks', 'documents'],
});
