// The company account (user menu, /user/entreprise/account): read by everyone of the company.
import type { ConsoleArea } from '../consoleArea';
import { companyRoutes } from './routes';

export const companyArea: ConsoleArea = { name: 'company', routes: companyRoutes };
