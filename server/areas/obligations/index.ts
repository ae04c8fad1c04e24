// Documentary obligations: the cited catalogue of documents required on file (installed at
// start, a few idempotent upserts) and /obligations/, generated with the elements.
import { defineArea } from '../area';
import { installObligationCatalogueAtStart } from './catalogue';
import { seedObligations } from './demo';
import { documentsStandIn } from './documents-stand-in';
import { obligations } from './resource';
import { tasksStandIn } from './tasks-stand-in';

export const obligationsArea = defineArea({
  name: 'obligations',
  // The stand-ins are dropped when the documents and tasks areas are merged.
  resources: [documentsStandIn, tasksStandIn, obligations],
  demo: seedObligations,
  jobs: [async (deps) => installObligationCatalogueAtStart(deps.pool)],
});
