// The contract: consumption (/user/contrat/consommation) and commitment (/user/contrat/engagement),
// both under the pageconsumption rights area; the sidebar's 'consumption (contract)' entry.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { contractRoutes } from './routes';

export const contractArea: ConsoleArea = {
  name: 'contract',
  routes: contractRoutes,
  pages: { consumption: { area: 'pageconsumption' }, engagement: { area: 'pageconsumption' } },
  menu: [{
    route: '/user/contrat/consommation', icon: ReceiptLongIcon, label: 'app.menu.consumption', area: 'pageconsumption',
    position: MENU_POSITIONS.consumption,
  }],
};
