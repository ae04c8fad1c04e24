// Custom attributes (API `custom-attributes`, plan pro) at /custom-attribute: engine views, under
// the data management entry of the sidebar.
import TuneIcon from '@mui/icons-material/Tune';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';

export const customAttributesArea: ConsoleArea = {
  name: 'custom-attributes',
  menu: [{
    route: '/custom-attribute', icon: TuneIcon, label: 'app.menu.custom_attributes', area: 'customattribute', tier: 'pro',
    position: MENU_POSITIONS.data_management + 1, group: 'data_management',
  }],
};
