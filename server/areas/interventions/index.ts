// Control interventions (/control-interventions/, area intervention) and maintenance
// interventions (/maintenance-interventions/, area taskintervention): one table, two resources.
import { defineArea } from '../area';
import { seedInterventions } from './demo';
import { controlInterventions, maintenanceInterventions } from './resource';
import { interventionRoutes } from './routes';

export const interventionsArea = defineArea({
  name: 'interventions', resources: [controlInterventions, maintenanceInterventions], routes: [interventionRoutes], demo: seedInterventions, demoAfter: ['controls', 'voluntary-controls'],
});
