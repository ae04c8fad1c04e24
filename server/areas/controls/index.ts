// Deadlines: the regulatory catalogue (/control-types/) and the controls (/controls/); the
// catalogue is installed at start (installCatalogue: a few idempotent statements).
import { defineArea } from '../area';
import { installCatalogueAtStart } from './catalogue';
import { seedControls } from './demo';
import { controlInterventionsStub, seedInterventionsStub } from './interventions-stub';
import { controls } from './resource';
import { controlTypes } from './types-resource';

export const controlsArea = defineArea({
  name: 'controls',
  // controlInterventionsStub: TEMPORARY target of controls.intervention until the interventions area is merged.
  resources: [controlTypes, controls, controlInterventionsStub],
  // seedInterventionsStub: TEMPORARY, goes with the stub.
  demo: async (client) => { await seedControls(client); await seedInterventionsStub(client); },
  // The catalogue is platform data: kept up to date at start (a few idempotent upserts).
  jobs: [async (deps) => installCatalogueAtStart(deps.pool)],
});
