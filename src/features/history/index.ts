// The activity log at /user/team/history.
import HistoryIcon from '@mui/icons-material/History';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { historyRoutes } from './routes';

export const historyArea: ConsoleArea = {
  name: 'history',
  routes: historyRoutes,
  menu: [{
    route: '/user/team/history', icon: HistoryIcon, label: 'app.account.menu.history', area: 'useractiononobjecttracker', position: MENU_POSITIONS.history,
  }],
};
