// Documentary obligations (API `obligations`) at /obligations: the list with the obligations'
// cells and bulk actions; the element page's Obligations section is ElementObligations
// (src/features/elements/ElementShow.tsx).
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { ObligationList } from './ObligationList';

export const obligationsArea: ConsoleArea = {
  name: 'obligations',
  views: { obligations: { list: ObligationList, icon: FactCheckIcon } },
  menu: [{ route: '/obligations', icon: FactCheckIcon, label: 'app.menu.obligations', area: 'document', position: MENU_POSITIONS.obligations }],
};
