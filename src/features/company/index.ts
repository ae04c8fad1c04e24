// The company account (user menu, /user/entreprise/account): read by everyone of the company.
import { USER_MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { CompanyAccountMenuItem } from './CompanyMenuItem';
import { companyRoutes } from './routes';

export const companyArea: ConsoleArea = {
  name: 'company',
  routes: companyRoutes,
  userMenu: [{ position: USER_MENU_POSITIONS.company_account, item: CompanyAccountMenuItem }],
};
