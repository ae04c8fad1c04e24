// Equipment codes (QR / Data Matrix) and label sheets.
import { defineArea } from '../area';
import { registerLabelsJob } from './job';
import { labelRoutes } from './routes';
import { openapi } from './openapi';

export const labelsArea = defineArea({ openapi, name: 'labels', routes: [labelRoutes], jobs: [registerLabelsJob] });
