// Documentary obligations: the cited catalogue of documents required on file (installed at
// start, a few idempotent upserts) and /obligations/, generated with the elements.
import { defineArea } from '../area';
import { installObligationCatalogueAtStart } from './catalogue';
import { seedObligations } from './demo';
import { documentsStandIn } from './documents-stand-in';
import { obligations } from './resource';
import { seedTasksStandIn, tasksStandIn } from './tasks-stand-in';

export const obligationsArea = defineArea({
  name: 'obligations',
  // The stand-ins are dropped when the documents and tasks areas are merged.
  resources: [documentsStandIn, tasksStandIn, obligations],
  demo: async (client) => {
    await seedTasksStandIn(client); // STAND-IN: dropped with tasks-stand-in.ts at merge
    await seedObligations(client);
  },
  jobs: [async (deps) => installObligationCatalogueAtStart(deps.pool)],
});
