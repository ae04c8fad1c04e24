// Which ids of a referenced resource a caller may point to in a write (else `does_not_exist`).
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { intArr, rows, type Runner } from '../sql';
import { visibleUser } from './user-visibility';

type Visible = (ctx: RequestContext, ids: number[]) => SQL;

/** For each reference target: a query returning, among `ids`, those visible to the caller. */
const visible: Record<string, Visible> = {
  companies: (ctx, ids) => sql`SELECT id FROM companies WHERE id = ANY(${intArr(ids)}) AND id = ANY(${intArr(ctx.companies)})`,
  factories: (ctx, ids) => sql`SELECT id FROM factories WHERE id = ANY(${intArr(ids)}) AND id = ANY(${intArr(ctx.factories)})`,
  regulations: (ctx, ids) => sql`SELECT id FROM regulations WHERE id = ANY(${intArr(ids)}) AND id = ANY(${intArr(ctx.regulations)})`,
  buildings: (ctx, ids) => sql`SELECT id FROM buildings WHERE id = ANY(${intArr(ids)}) AND factory_id = ANY(${intArr(ctx.factories)})
    AND ${buildingScope(ctx, sql`factory_id`, sql`id`)}`,
  users: (ctx, ids) => sql`SELECT u.id FROM users u WHERE u.id = ANY(${intArr(ids)}) AND ${visibleUser(ctx, ctx.companies)}`,
  // Element types are a catalogue, seen through the caller's regulations.
  'element-types': (ctx, ids) => sql`SELECT id FROM element_types WHERE id = ANY(${intArr(ids)}) AND regulation_id = ANY(${intArr(ctx.regulations)})`,
  groups: (ctx, ids) => sql`SELECT id FROM element_groups WHERE id = ANY(${intArr(ids)})
    AND factory_id = ANY(${intArr(ctx.factories)}) AND regulation_id = ANY(${intArr(ctx.regulations)})`,
  teams: (ctx, ids) => sql`SELECT id FROM teams WHERE id = ANY(${intArr(ids)}) AND company_id = ANY(${intArr(ctx.companies)})`,
};

/** The ids among `ids` that do not exist or are out of the caller's scope. */
export async function missingReferences(runner: Runner, target: string, ctx: RequestContext, ids: number[]): Promise<number[]> {
  const query = visible[target];
  if (!query) throw new Error(`no reference scope for ${target}`);
  if (!ids.length) return [];
  const found = new Set((await rows<{ id: number }>(runner, query(ctx, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
