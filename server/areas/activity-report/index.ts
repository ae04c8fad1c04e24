// The activity report (/api/v1/activity/): controls, interventions, observations, documents and
// express reports per month and site (monthly aggregates + the current month live), and the
// report as a PDF or XLSX file (or a job).
import { defineArea } from '../area';
import { registerActivityAggregateJob } from './aggregate';
import { seedActivityMonthly } from './demo';
import { registerActivityReportJob } from './job';
import { activityRoutes } from './routes';
import { openapi } from './openapi';

export const activityReportArea = defineArea({ openapi,
  name: 'activity-report',
  routes: [activityRoutes],
  jobs: [registerActivityReportJob, registerActivityAggregateJob],
  demo: seedActivityMonthly, demoAfter: ['controls', 'interventions', 'tasks', 'documents', 'obligations', 'express-reports'],
});
