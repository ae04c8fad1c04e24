// Which ids of a referenced resource a caller may see or point to in a write (else
// `does_not_exist`). Derived: a reference is visible when the target resource's own scope sees
// it (the scope of its list, plan tier included). Only targets that are no resource are here.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import { resourceOf } from './registry';
import { scopeOf } from './rows';
import { intArr, rows, type Runner } from './sql';

/** The visible rows of a target: `SELECT id FROM from WHERE where`, and their label. */
export interface VisibleSet { from: SQL; id: SQL; where: SQL; label: SQL }

/** Reference targets that are not engine resources. */
const NOT_RESOURCES: Record<string, (ctx: RequestContext) => VisibleSet> = {
  companies: (ctx) => ({ from: sql`companies co`, id: sql`co.id`, where: sql`co.id = ANY(${intArr(ctx.companies)})`, label: sql`co.name` }),
  // Stand-in until the controls area registers its resource (issue 11): a registered resource wins.
  controls: (ctx) => ({ from: sql`controls kk`, id: sql`kk.id`, label: sql`kk.designation`,
    where: sql`kk.factory_id = ANY(${intArr(ctx.factories)}) AND kk.regulation_id = ANY(${intArr(ctx.regulations)})` }),
};

export function visibleSet(target: string, ctx: RequestContext): VisibleSet {
  const res = resourceOf(target);
  if (res) {
    const label = res.columns[res.def.labelField]?.expr ?? res.columns.id.expr;
    // The count's FROM when there is one: the scope is then on the main table, no join needed.
    return { from: res.countFrom ?? res.from, id: res.columns.id.expr, where: scopeOf(res, ctx), label };
  }
  const set = NOT_RESOURCES[target];
  if (!set) throw new Error(`no reference scope for ${target}`);
  return set(ctx);
}

/** True when `target` can be referenced (checked at start for every reference field). */
export const isReferenceTarget = (target: string): boolean => !!resourceOf(target) || target in NOT_RESOURCES;

/** The ids among `ids` that do not exist or are out of the caller's scope. */
export async function missingReferences(runner: Runner, target: string, ctx: RequestContext, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const v = visibleSet(target, ctx);
  const found = new Set((await rows<{ id: number }>(runner, sql`SELECT ${v.id} AS id FROM ${v.from}
    WHERE ${v.id} = ANY(${intArr(ids)}) AND ${v.where}`)).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
