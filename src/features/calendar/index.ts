// The intervention calendar at /calendar, in the sidebar right after the control interventions.
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { calendarRoutes } from './routes';

export const calendarArea: ConsoleArea = {
  name: 'calendar',
  routes: calendarRoutes,
  pages: { calendar: { area: 'intervention' } },
  menu: [{ route: '/calendar', icon: CalendarMonthIcon, label: 'app.calendar.menu', area: 'intervention', position: MENU_POSITIONS.control_interventions + 1 }],
};
