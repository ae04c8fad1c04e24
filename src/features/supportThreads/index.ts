// Support conversations (API /support-threads/): opened from the user menu's "help and support
// contact" and from each service's quote; support staff answer at /support/messages.
import type { ConsoleArea } from '../consoleArea';
import { supportThreadsRoutes } from './routes';

export const supportThreadsArea: ConsoleArea = {
  name: 'supportThreads',
  routes: supportThreadsRoutes,
};

