// A caller's context narrowed to a branch (and its descendants): their sites in it only. For the
// screens computed from the caller's sites rather than the engine's lists (the dashboards, the
// score, consumption), which then take the same `branch` parameter as the lists.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { branchSites } from '../../crud/branch-filter';
import { intArr, rows, type Runner } from '../../crud/sql';
import { fieldError } from '../../http/errors';
import { parseIds } from '../../crud/query';

/** The `branch` query parameter: branch ids, comma-separated. */
export const branchParam = z.union([z.string().max(200), z.array(z.string().max(200)).max(5)]).optional()
  .describe('Branch ids (comma-separated): the sites of these branches and of the branches below them');

/** Reads `branch` (400 on a malformed value, translated). */
export function parseBranches(value: string | string[] | undefined): number[] | null {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text === undefined || text.trim() === '') return null;
  const ids = parseIds(text);
  if (!ids) throw fieldError('branch', 'api.errors.invalid_filter', { field: 'branch' });
  return ids;
}

/** `ctx` with only its sites in the branches (none given: `ctx` itself). */
export async function withinBranches(runner: Runner, ctx: RequestContext, branches: number[] | null): Promise<RequestContext> {
  if (!branches) return ctx;
  const found = await rows<{ id: number }>(runner, sql`
    SELECT f.id FROM factories f WHERE f.id = ANY(${intArr(ctx.factories)}) AND f.id IN ${branchSites(branches)}`);
  const kept = new Set(found.map((r) => r.id));
  return {
    ...ctx,
    factories: ctx.factories.filter((f) => kept.has(f)),
    factoryCompany: new Map([...ctx.factoryCompany].filter(([f]) => kept.has(f))),
    buildingSites: ctx.buildingSites.filter((f) => kept.has(f)),
  };
}
