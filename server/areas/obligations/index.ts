// Documentary obligations: the cited catalogue of documents required on file (installed at
// start, a few idempotent upserts) and /obligations/, generated with the elements.
import { defineArea } from '../area';
import { installObligationCatalogueAtStart } from './catalogue';
import { seedObligations } from './demo';
import { obligations } from './resource';

export const obligationsArea = defineArea({
  name: 'obligations',
  resources: [obligations],
  demo: seedObligations, demoAfter: ['documents'],
  jobs: [async (deps) => installObligationCatalogueAtStart(deps.pool)],
});
