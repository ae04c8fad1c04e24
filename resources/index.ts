import { activityLog } from './activityLog';
import { buildings } from './buildings';
import { factories } from './factories';
import { regulations } from './regulations';
import { teams } from './teams';
import type { ResourceDef } from './types';
import { users } from './users';

/** Every area served by the generic engine. Adding one here exposes it in the API and the console. */
export const resources = { factories, buildings, regulations, 'activity-log': activityLog, users, teams } satisfies Record<string, ResourceDef>;
export type ResourceName = keyof typeof resources;
export const resourceList: ResourceDef[] = Object.values(resources);
export const getResource = (name: string): ResourceDef | undefined =>
  (resources as Record<string, ResourceDef>)[name];
export * from './types';
