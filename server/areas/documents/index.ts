// Documents (files): the engine's routes, the multipart create, download, zips, text extraction.
import { defineArea } from '../area';
import { seedDocuments } from './demo';
import { obligationsStandIn } from './obligations-stand-in';
import { documents } from './resource';
import { documentRoutes } from './routes';
import { tasksStandIn } from './tasks-stand-in';
import { seedStandIns } from './stand-in-demo';
import { registerDocumentJobs } from './text-job';
import { registerZipJob } from './zip-job';

export const documentsArea = defineArea({
  name: 'documents',
  resources: [documents, obligationsStandIn, tasksStandIn],
  routes: [documentRoutes],
  jobs: [registerDocumentJobs, registerZipJob],
  demo: async (client) => { await seedStandIns(client); await seedDocuments(client); },
});
