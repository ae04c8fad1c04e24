// Elements (API `elements`) at /elements: the list with the spec's URL parameters and bulk
// actions, the type-driven creation and edit form, and the element page.
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import type { ViewOverrides } from '../../engine/resourceViews';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { ElementCreate } from './ElementCreate';
import { ElementEdit } from './ElementEdit';
import { ElementList } from './ElementList';
import { ElementShow } from './ElementShow';
import { GlobalSearch } from './GlobalSearch';

export const elementsViews: ViewOverrides = {
  list: ElementList, create: ElementCreate, edit: ElementEdit, show: ElementShow, icon: PrecisionManufacturingIcon,
  recordAtRoot: true,
};

export const elementsArea: ConsoleArea = {
  name: 'elements',
  views: { elements: elementsViews },
  appBar: [GlobalSearch],
  menu: [{ route: '/elements', icon: PrecisionManufacturingIcon, label: 'app.menu.elements', area: 'baseregulationmodel', position: MENU_POSITIONS.elements }],
};
