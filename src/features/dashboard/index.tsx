// The main dashboard at /dashboard.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Route } from 'react-router';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { Dashboard } from './Dashboard';

export const dashboardArea: ConsoleArea = {
  name: 'dashboard',
  routes: [<Route key="dashboard" path="/dashboard" element={<Dashboard />} />],
  pages: { dashboard: { area: 'dashboard' } },
  menu: [{ route: '/dashboard', icon: DashboardIcon, label: 'app.menu.dashboard', area: 'dashboard', position: MENU_POSITIONS.dashboard }],
};
