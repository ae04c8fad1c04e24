// Voluntary control types (plan pro, /api/v1/voluntary-control-types/): served by the engine,
// their controls generated on create (a job past the threshold) and kept in line on update/delete.
import { defineArea } from '../area';
import { seedVoluntaryControls } from './demo';
import { registerGenerationJob } from './job';
import { voluntaryControlTypes } from './resource';

export const voluntaryControlsArea = defineArea({
  name: 'voluntary-controls', resources: [voluntaryControlTypes], jobs: [registerGenerationJob], demo: seedVoluntaryControls, demoAfter: ['controls'],
});
