// Buildings at /buildings (not in the menu: reached from a site). Engine views but the list.
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ViewOverrides } from '../../engine/resourceViews';
import { BuildingList } from './BuildingList';

export const buildingsViews: ViewOverrides = { list: BuildingList, icon: ApartmentIcon };
