// Deadlines: the regulatory catalogue (/control-types/) and the controls (/controls/); the
// catalogue is installed at start (installCatalogue: a few idempotent statements).
import { defineArea } from '../area';
import { installCatalogueAtStart } from './catalogue';
import { seedControls } from './demo';
import { controls } from './resource';
import { controlTypes } from './types-resource';

export const controlsArea = defineArea({
  name: 'controls',
  resources: [controlTypes, controls],
  demo: seedControls,
  // The catalogue is platform data: kept up to date at start (a few idempotent upserts).
  jobs: [async (deps) => installCatalogueAtStart(deps.pool)],
});
