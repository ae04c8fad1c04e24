// Sites (API `factories`) at /sites: engine views, with the building chips and sub-list.
import FactoryIcon from '@mui/icons-material/Factory';
import type { ViewOverrides } from '../../engine/resourceViews';
import { SiteEdit } from './SiteEdit';
import { SiteList } from './SiteList';

export const sitesViews: ViewOverrides = { list: SiteList, edit: SiteEdit, icon: FactoryIcon };
