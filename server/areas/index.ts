// THE registration list: every area of the API. buildApp registers their resources with the
// engine, their routes under /api/v1 and their job workers. Adding an area: docs/adding-an-area.md.
import { accountArea } from './account';
import { activityLogArea } from './activity-log';
import type { Area } from './area';
import { calendarArea } from './calendar';
import { complianceArea } from './compliance';
import { controlsArea } from './controls';
import { elementTypesArea } from './element-types';
import { elementsArea } from './elements';
import { exportsArea } from './exports';
import { interventionsArea } from './interventions';
import { labelsArea } from './labels';
import { obligationsArea } from './obligations';
import { regulationsArea } from './regulations';
import { sitesArea } from './sites';
import { tagsArea } from './tags';
import { tasksArea } from './tasks';
import { commentsArea } from './comments';
import { documentsArea } from './documents';
import { usersArea } from './users';
import { voluntaryControlsArea } from './voluntary-controls';
import { controlBudgetArea } from './control-budget';
import { expressReportsArea } from './express-reports';

export const areas: Area[] = [
  sitesArea, regulationsArea, elementTypesArea, elementsArea, controlsArea, usersArea, accountArea, labelsArea, activityLogArea, exportsArea,
  tagsArea, voluntaryControlsArea, controlBudgetArea, calendarArea,
  // After elements and the controls demo: the demo plans and holds their controls.
  interventionsArea, complianceArea,
  // After interventions: demo observations sit in the maintenance interventions.
  tasksArea, commentsArea, documentsArea,
  // After the documents' demo (its files are attached to the demo obligations).
  obligationsArea,
  // After tasks, controls and documents: validation creates and finishes them.
  expressReportsArea,
];

/** Every server resource of every area. */
export const areaResources = () => areas.flatMap((a) => a.resources ?? []);
