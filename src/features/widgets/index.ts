import WidgetsIcon from '@mui/icons-material/Widgets';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';

export const widgetsArea: ConsoleArea = {
  name: 'widgets',
  views: { widgets: { icon: WidgetsIcon } },
  menu: [{
    route: '/widgets', icon: WidgetsIcon, label: 'app.menu.widgets', area: 'tag', position: MENU_POSITIONS.data_management + 3, group: 'data_management',
  }],
};
