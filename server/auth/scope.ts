// The building level of a user's scope: within a site restricted to some buildings, only those
// buildings (and what they hold) are seen; other sites are seen whole. Most users have no such
// restriction, and then the condition is plain TRUE (the planner drops it: queries are unchanged).
import { sql, type SQL } from 'drizzle-orm';
import { intArr } from '../crud/sql';
import type { RequestContext } from './context';

/** `building` is visible: its site is not restricted, or it is one of the listed buildings. */
export function buildingScope(ctx: Pick<RequestContext, 'buildings' | 'buildingSites'>, factory: SQL, building: SQL): SQL {
  if (!ctx.buildingSites?.length) return sql`TRUE`;
  return sql`(${factory} <> ALL(${intArr(ctx.buildingSites)}) OR ${building} = ANY(${intArr(ctx.buildings)}))`;
}
