// Which ids of a referenced resource a caller may see or point to in a write (else
// `does_not_exist`). Derived: a reference is visible when the target resource's own scope sees
// it (the scope of its list, plan tier included). Only targets that are no resource are here.
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import { NON_RESOURCE_TARGETS, type VisibleSet } from './reference-targets';
import { resourceOf } from './registry';
import { scopeOf } from './rows';
import { intArr, rows, type Runner } from './sql';

export type { VisibleSet };

/** True when `target` can be referenced: a registered resource or a non-resource target. */
export const isReferenceTarget = (target: string): boolean => !!resourceOf(target) || target in NON_RESOURCE_TARGETS;

export function visibleSet(target: string, ctx: RequestContext): VisibleSet {
  const res = resourceOf(target);
  if (res) {
    const label = res.columns[res.def.labelField]?.expr ?? res.columns.id.expr;
    // The count's FROM when there is one: the scope is then on the main table, no join needed.
    return { from: res.countFrom ?? res.from, id: res.columns.id.expr, where: scopeOf(res, ctx), label };
  }
  const set = NON_RESOURCE_TARGETS[target];
  if (!set) throw new Error(`no reference scope for ${target}`);
  return set(ctx);
}


/** The ids among `ids` that do not exist or are out of the caller's scope. */
export async function missingReferences(runner: Runner, target: string, ctx: RequestContext, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const v = visibleSet(target, ctx);
  const found = new Set((await rows<{ id: number }>(runner, sql`SELECT ${v.id} AS id FROM ${v.from}
    WHERE ${v.id} = ANY(${intArr(ids)}) AND ${v.where}`)).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
