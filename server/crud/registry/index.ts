import { resourceList } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import type { ServerResource } from '../types';
import { activityLog } from './activityLog';
import { buildings } from './buildings';
import { elementTypes } from './elementTypes';
import { customAttributes } from './customAttributes';
import { elements } from './elements';
import { factories } from './factories';
import { groups } from './groups';
import { regulations } from './regulations';
import { teams } from './teams';
import { users } from './users';

/** The server side of every resource of resources/index.ts, by name. */
export const registry: Record<string, ServerResource> = { factories, buildings, regulations,
  'element-types': elementTypes, 'activity-log': activityLog, users, teams, elements, groups,
  'custom-attributes': customAttributes,
};

const NO_SCOPE = { companies: [], factories: [], regulations: [], buildings: [], buildingSites: [] } as unknown as RequestContext;

/** Fails at start (not at the first request) when a resource has no server side. */
export function serverResources(): ServerResource[] {
  return resourceList.map((def) => {
    const res = registry[def.name];
    if (!res) throw new Error(`resource ${def.name} has no server registry entry (server/crud/registry)`);
    for (const f of def.fields) {
      if ((f.sortable || f.search) && !res.columns[f.name]) throw new Error(`${def.name}.${f.name}: no column expression`);
      if (f.filter && !res.columns[f.name] && !res.filters?.[f.name]) throw new Error(`${def.name}.${f.name}: no filter`);
      if (!f.readOnly && !res.write[f.name]) throw new Error(`${def.name}.${f.name}: writable but not stored`);
      if (f.export !== false && !res.columns[f.name] && !res.exportExpr(NO_SCOPE)[f.name]) {
        throw new Error(`${def.name}.${f.name}: exported but has no column nor export expression`);
      }
    }
    return res;
  });
}
