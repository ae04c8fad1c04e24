// Documents (files): the engine's routes, the multipart create, download, zips, text extraction.
import { defineArea } from '../area';
import { seedDocuments } from './demo';
import { documents } from './resource';
import { documentRoutes } from './routes';
import { registerDocumentJobs } from './text-job';
import { registerZipJob } from './zip-job';
import { openapi } from './openapi';

export const documentsArea = defineArea({ openapi,
  name: 'documents',
  resources: [documents],
  routes: [documentRoutes],
  jobs: [registerDocumentJobs, registerZipJob],
  demo: seedDocuments, demoAfter: ['tags', 'tasks', 'comments'],
});
