// The user's own pages: profile (user menu) and notification preferences (sidebar).
import NotificationsIcon from '@mui/icons-material/Notifications';
import { MENU_POSITIONS, USER_MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { ProfileMenuItem, ServicesMenuItem } from './UserMenuItems';
import { accountRoutes } from './routes';

export const accountArea: ConsoleArea = {
  name: 'account',
  routes: accountRoutes,
  userMenu: [
    { position: USER_MENU_POSITIONS.profile, item: ProfileMenuItem },
    { position: USER_MENU_POSITIONS.services, item: ServicesMenuItem },
  ],
  menu: [{ route: '/user/notifications', icon: NotificationsIcon, label: 'app.account.menu.notifications', position: MENU_POSITIONS.preferences }],
};
