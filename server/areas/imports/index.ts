// Spreadsheet imports: the engine's routes (list, detail, multipart create, delete), the template,
// apply, the errors file and list, and the analysis and apply jobs.
import { defineArea } from '../area';
import { seedImports } from './demo';
import { registerImportJobs } from './jobs';
import { imports } from './resource';
import { importRoutes } from './routes';
import { openapi } from './openapi';

export const importsArea = defineArea({ openapi,
  name: 'imports',
  resources: [imports],
  routes: [importRoutes],
  jobs: [registerImportJobs],
  demo: seedImports,
});
