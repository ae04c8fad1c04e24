import { defineArea } from '../area';
import { seedWidgets } from './demo';
import { widgets } from './resource';

export const widgetsArea = defineArea({ name: 'widgets', resources: [widgets], demo: seedWidgets });
