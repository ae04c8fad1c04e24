// The activity report at /activity (API /activity/): its menu entry (spec §2 sidebar, after the
// express reports), its page and its rights area.
import AssessmentIcon from '@mui/icons-material/Assessment';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { activityRoutes } from './routes';

export const activityReportArea: ConsoleArea = {
  name: 'activityReport',
  routes: activityRoutes,
  pages: { activityReport: { area: 'activity' } },
  menu: [{ route: '/activity', icon: AssessmentIcon, label: 'app.menu.activity_report', area: 'activity', position: MENU_POSITIONS.activity_report }],
};
