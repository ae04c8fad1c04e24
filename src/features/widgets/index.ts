import WidgetsIcon from '@mui/icons-material/Widgets';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';

export const widgetsArea: ConsoleArea = {
  name: 'widgets',
  views: { widgets: { icon: WidgetsIcon } },
  menu: [{
    route: '/widgets', icon: WidgetsIcon, label: 'app.menu.widgets', area: 'widget', position: MENU_POSITIONS.data_management + 10, group: 'data_management',
  }],
};
