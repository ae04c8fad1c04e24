// The toolbox at /toolbox (user menu, spec §2): the regulatory catalogue, the next-date
// calculator, templates and registers at hand (the catalogue is read with the controls' view right).
import type { ConsoleArea } from '../consoleArea';
import { toolboxRoutes } from './routes';

export const toolboxArea: ConsoleArea = {
  name: 'toolbox',
  routes: toolboxRoutes,
};
