// Consumption and contract: active elements and express pages per month (/api/v1/consumption/),
// the monthly snapshot job of active elements, and the plan's limits and usage (/contract/engagement/).
import { defineArea } from '../area';
import { seedConsumption } from './demo';
import { consumptionRoutes } from './routes';
import { registerConsumptionJob } from './snapshot';
import { openapi } from './openapi';

export const consumptionArea = defineArea({ openapi,
  name: 'consumption',
  routes: [consumptionRoutes],
  jobs: [registerConsumptionJob],
  demo: seedConsumption,
});
