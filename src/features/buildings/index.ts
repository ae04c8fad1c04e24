// Buildings at /buildings (not in the menu: reached from a site). Engine views but the list.
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ViewOverrides } from '../../engine/resourceViews';
import type { ConsoleArea } from '../consoleArea';
import { BuildingList } from './BuildingList';

export const buildingsViews: ViewOverrides = { list: BuildingList, icon: ApartmentIcon };

/** No menu entry: buildings are reached from their site. */
export const buildingsArea: ConsoleArea = { name: 'buildings', views: { buildings: buildingsViews } };
