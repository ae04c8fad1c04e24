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

/**
 * The companies of `allowed` whose every site the caller holds whole (none narrowed to some
 * buildings): what belongs to no site in particular (a document filed nowhere, the history of a
 * deleted site) is theirs. An uncorrelated sub-select, computed once per query.
 */
export function wholeCompanies(ctx: Pick<RequestContext, 'buildingSites'>, allowed: { companies: number[]; factories: number[] }): SQL {
  const whole = allowed.factories.filter((f) => !ctx.buildingSites?.includes(f));
  return sql`ARRAY(SELECT c FROM unnest(${intArr(allowed.companies)}) AS c
    WHERE NOT EXISTS (SELECT 1 FROM factories f WHERE f.company_id = c AND f.id <> ALL(${intArr(whole)})))`;
}
