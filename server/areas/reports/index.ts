// Per-record exports and list reports (spec §7): /{feature}/{id}/export/ and
// /{feature}/generate_report/ as PDF or XLSX, large list reports as an e-mailed job.
import { defineArea } from '../area';
import { registerListReportJob } from './job';
import { reportRoutes } from './routes';

export const reportsArea = defineArea({ name: 'reports', routes: [reportRoutes], jobs: [registerListReportJob] });
