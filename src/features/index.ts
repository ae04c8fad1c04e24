// The console areas, one folder each (src/features/<area>/index.ts), in one list: the app's
// resources (engine views unless an area overrides them), routes, menu entries and pages are all
// derived from it. A new area adds its folder and one line here.
import { resourceList } from '../../resources';
import { resourceProps, type ViewOverrides } from '../engine/resourceViews';
import { registerPages } from '../providers/accessControl';
import { accountArea } from './account';
import { buildingsArea } from './buildings';
import { calendarArea } from './calendar';
import { controlsArea } from './controls';
import type { ConsoleArea } from './consoleArea';
import { customAttributesArea } from './customAttributes';
import { dashboardArea } from './dashboard';
import { elementsArea } from './elements';
import { exportsArea } from './exports';
import { groupsArea } from './groups';
import { historyArea } from './history';
import { interventionsArea } from './interventions';
import { labelsArea } from './labels';
import { obligationsArea } from './obligations';
import { offersArea } from './offers';
import { scannerArea } from './scanner';
import { sitesArea } from './sites';
import { tagsArea } from './tags';
import { tasksArea } from './tasks';
import { documentsArea } from './documents';
import { teamsArea } from './teams';
import { usersArea } from './users';
import { voluntaryControlsArea } from './voluntaryControls';
import { controlBudgetArea } from './controlBudget';
import { expressReportsArea } from './expressReports';
import { supportArea } from './support';

export const consoleAreas: ConsoleArea[] = [
  dashboardArea, elementsArea, scannerArea, labelsArea, groupsArea, sitesArea, buildingsArea, customAttributesArea,
  usersArea, teamsArea, historyArea, accountArea, offersArea, exportsArea, tagsArea, controlsArea, calendarArea,
  voluntaryControlsArea, controlBudgetArea, interventionsArea, obligationsArea, tasksArea, documentsArea,
  expressReportsArea, supportArea,
];

registerPages(Object.assign({}, ...consoleAreas.map((a) => a.pages ?? {})));

const overrides: Record<string, ViewOverrides> = Object.assign({}, ...consoleAreas.map((a) => a.views ?? {}));

/** The <Resource> props of every metadata resource, built once (stable component identities). */
export const appResources = resourceList.map((def) => resourceProps(def, overrides[def.name]));

/** The custom routes of every area, inside the app's layout. */
export const appRoutes = consoleAreas.flatMap((a) => a.routes ?? []);

/** Every area's menu entries, in no particular order (layout/menuEntries.ts orders and groups them). */
export const areaMenuEntries = consoleAreas.flatMap((a) => a.menu ?? []);
