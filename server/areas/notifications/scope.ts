// What a recipient may be told about: the list a notification speaks of, seen through the
// recipient's own context (rights, plan, sites, buildings), exactly as the API would show it.
import type pg from 'pg';
import { getResource } from '../../../resources';
import { loadUserContext, type RequestContext } from '../../auth/context';
import { companiesWithTier } from '../../auth/guard';
import { can } from '../../auth/rights';
import { parseListQuery } from '../../crud/query';
import { resourceOf } from '../../crud/registry';
import { fetchOne, whereOf } from '../../crud/rows';
import type { Runner } from '../../crud/sql';
import type { Locale } from '../../http/i18n';

/** The recipient's context as a job sees it (no session); null: inactive or unknown. */
export const contextOf = (pool: pg.Pool, userId: number, locale: Locale = 'fr') => loadUserContext(pool, userId, null, locale);

/** Whether the user may open the resource's list at all (view right, a company on its plan). */
export function mayView(ctx: RequestContext, resource: string): boolean {
  const def = getResource(resource);
  if (!def || !can(ctx.rights, def.area, 'view')) return false;
  return !def.tier || companiesWithTier(ctx, def.tier).length > 0;
}

/** The WHERE of the resource's list for this user with these list filters (scope included). */
export function listWhere(ctx: RequestContext, resource: string, filter: Record<string, string>) {
  const def = getResource(resource)!;
  const res = resourceOf(resource)!;
  return { res, where: whereOf(res, ctx, parseListQuery(def, filter, false)) };
}

/** Whether the user sees that one row (the API's 404 otherwise). */
export async function seesRow(db: Runner, ctx: RequestContext, resource: string, id: number): Promise<boolean> {
  if (!mayView(ctx, resource)) return false;
  return (await fetchOne(db, resourceOf(resource)!, ctx, id)) !== null;
}

/**
 * What the lists and counts a user is told about depend on (rights, plan, companies, sites,
 * regulations, buildings): two users with the same key see the same numbers, so a run shares them.
 */
export const scopeKey = (ctx: RequestContext): string => JSON.stringify([
  ctx.user.role, ctx.user.isAdministrator, ctx.rights, [...ctx.tiers], [...ctx.factoryCompany], ctx.regulations,
  ctx.buildings, ctx.buildingSites, ctx.selectedCompany,
]);
