// Sites (API `factories`) at /sites: engine views, with the building chips and sub-list.
import FactoryIcon from '@mui/icons-material/Factory';
import type { ViewOverrides } from '../../engine/resourceViews';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { SiteEdit } from './SiteEdit';
import { SiteList } from './SiteList';

export const sitesViews: ViewOverrides = { list: SiteList, edit: SiteEdit, icon: FactoryIcon };

export const sitesArea: ConsoleArea = {
  name: 'sites',
  views: { factories: sitesViews },
  menu: [{ route: '/sites', icon: FactoryIcon, label: 'app.menu.sites', area: 'company', position: MENU_POSITIONS.data_management, group: 'data_management' }],
};
