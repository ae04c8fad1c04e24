import { activityLog } from './activityLog';
import { buildings } from './buildings';
import { controls } from './controls';
import { controlTypes } from './controlTypes';
import { elementTypes } from './elementTypes';
import { customAttributes } from './customAttributes';
import { elements } from './elements';
import { factories } from './factories';
import { groups } from './groups';
import { documents } from './documents';
import { obligations } from './obligations';
import { tasks } from './tasks';
import { expressReports } from './expressReports';
import { controlInterventions, maintenanceInterventions } from './interventions';
import { regulations } from './regulations';
import { tags } from './tags';
import { tokens } from './tokens';
import { branches } from './branches';
import { teams } from './teams';
import type { ResourceDef } from './types';
import { users } from './users';
import { controlPrices } from './controlPrices';
import { voluntaryControlTypes } from './voluntaryControlTypes';
import { imports } from './imports';
import { webhookDeliveries, webhooks } from './webhooks';

/** Every area served by the generic engine. Adding one here exposes it in the API and the console. */
export const resources = { factories, buildings, regulations,
  'element-types': elementTypes, 'activity-log': activityLog, users, teams, elements, groups,
  'custom-attributes': customAttributes, tags,
  'control-types': controlTypes, controls, 'control-interventions': controlInterventions,
  'maintenance-interventions': maintenanceInterventions, 'voluntary-control-types': voluntaryControlTypes, 'control-prices': controlPrices,
  documents, obligations, tasks, imports, 'express-reports': expressReports, tokens,
  webhooks, 'webhook-deliveries': webhookDeliveries,
  branches,
} satisfies Record<string, ResourceDef>;
export type ResourceName = keyof typeof resources;
export const resourceList: ResourceDef[] = Object.values(resources);
export const getResource = (name: string): ResourceDef | undefined =>
  (resources as Record<string, ResourceDef>)[name];
export * from './types';
