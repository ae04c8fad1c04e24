// Regulatory registers at /registers (API /factories/{id}/register/): reached from the user menu
// (spec §2 "regulatory records"); rights: the controls' view.
import type { ConsoleArea } from '../consoleArea';
import { registersRoutes } from './routes';

export const registersArea: ConsoleArea = {
  name: 'registers',
  routes: registersRoutes,
  pages: { registers: { area: 'control' } },
};
