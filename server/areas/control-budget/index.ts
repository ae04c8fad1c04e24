// The control budget: prices per control type (/api/v1/control-prices/) and their forecast.
import { defineArea } from '../area';
import { seedControlPrices } from './demo';
import { controlPrices } from './resource';
import { budgetRoutes } from './routes';
import { openapi } from './openapi';

export const controlBudgetArea = defineArea({ openapi,
  name: 'control-budget',
  resources: [controlPrices],
  routes: [budgetRoutes],
  demo: seedControlPrices, demoAfter: ['controls'],
});
