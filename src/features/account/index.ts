// The user's own pages: profile (user menu) and notification preferences (sidebar).
import NotificationsIcon from '@mui/icons-material/Notifications';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { accountRoutes } from './routes';

export const accountArea: ConsoleArea = {
  name: 'account',
  routes: accountRoutes,
  menu: [{ route: '/user/notifications', icon: NotificationsIcon, label: 'app.account.menu.notifications', position: MENU_POSITIONS.preferences }],
};
