// The activity report (/api/v1/activity/): controls, interventions, observations, documents and
// express reports per month and site, and the report as a PDF or XLSX file (or a job).
import { defineArea } from '../area';
import { registerActivityReportJob } from './job';
import { activityRoutes } from './routes';

export const activityReportArea = defineArea({
  name: 'activity-report',
  routes: [activityRoutes],
  jobs: [registerActivityReportJob],
});
