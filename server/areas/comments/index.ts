// Pinned notes (/comments/) on elements, controls, observations, interventions and documents.
import { defineArea } from '../area';
import { seedComments } from './demo';
import { commentRoutes } from './routes';

export const commentsArea = defineArea({ name: 'comments', routes: [commentRoutes], demo: seedComments, demoAfter: ['tasks'] });
