// The control budget: prices per control type (/api/v1/control-prices/) and their forecast.
import { defineArea } from '../area';
import { controlTypesStandIn } from './control-types';
import { seedControlPrices } from './demo';
import { controlPrices } from './resource';
import { budgetRoutes } from './routes';

export const controlBudgetArea = defineArea({
  name: 'control-budget',
  // controlTypesStandIn: until the controls area serves /control-types/ (drop at merge).
  resources: [controlTypesStandIn, controlPrices],
  routes: [budgetRoutes],
  demo: seedControlPrices,
});
