// The control budget (API `control-prices`) at /controlprice: the prices and their forecast,
// under the data management entry of the sidebar.
import EuroIcon from '@mui/icons-material/Euro';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { BudgetPage } from './BudgetPage';

export const controlBudgetArea: ConsoleArea = {
  name: 'control-budget',
  views: { 'control-prices': { icon: EuroIcon, list: BudgetPage } },
  menu: [{
    route: '/controlprice', icon: EuroIcon, label: 'app.menu.control_budget', area: 'control',
    position: MENU_POSITIONS.data_management + 4, group: 'data_management',
  }],
};
