// Files of e-mailed exports and label sheets: their download route and their daily cleanup.
// (The export itself is an engine service: server/crud/export.ts and export-job.ts.)
import { defineArea } from '../area';
import { registerExportCleanup } from './cleanup';
import { exportRoutes } from './routes';
import { openapi } from './openapi';

export const exportsArea = defineArea({ openapi,
  name: 'exports',
  routes: [exportRoutes],
  jobs: [(deps) => registerExportCleanup(deps.jobs, deps.pool, deps.store)],
});
