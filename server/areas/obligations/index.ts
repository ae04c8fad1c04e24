// Documentary obligations: the cited catalogue of documents required on file (installed at
// start, a few idempotent upserts) and /obligations/, generated with the elements.
import { defineArea } from '../area';
import { installObligationCatalogueAtStart } from './catalogue';
import { seedObligations } from './demo';
import { documentsStandIn } from './documents-stand-in';
import { obligations } from './resource';

export const obligationsArea = defineArea({
  name: 'obligations',
  // The stand-in is dropped when the documents area is merged.
  resources: [documentsStandIn, obligations],
  demo: seedObligations,
  jobs: [async (deps) => installObligationCatalogueAtStart(deps.pool)],
});
