// Equipment codes (QR / Data Matrix) and label sheets.
import { defineArea } from '../area';
import { registerLabelsJob } from './job';
import { labelRoutes } from './routes';

export const labelsArea = defineArea({ name: 'labels', routes: [labelRoutes], jobs: [registerLabelsJob] });
