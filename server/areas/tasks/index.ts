// Observations (/tasks/, area elementtask): what inspectors found on an element.
import { defineArea } from '../area';
import { seedTasks } from './demo';
import { tasks } from './resource';

export const tasksArea = defineArea({ name: 'tasks', resources: [tasks], demo: seedTasks, demoAfter: ['interventions'] });
