// The intervention calendar's own route (the interventions themselves come from their lists).
import { defineArea } from '../area';
import { calendarRoutes } from './routes';

export const calendarArea = defineArea({ name: 'calendar', routes: [calendarRoutes] });
