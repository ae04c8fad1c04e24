// Pinned notes (/comments/) on elements, controls, observations, interventions and documents.
import { defineArea } from '../area';
import { seedComments } from './demo';
import { commentRoutes } from './routes';
import { openapi } from './openapi';

export const commentsArea = defineArea({ openapi, name: 'comments', routes: [commentRoutes], demo: seedComments, demoAfter: ['tasks'] });
