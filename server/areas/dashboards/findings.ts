// The per-element findings of the conformity score, in SQL (the weights are formula.ts's): one
// CTE `p` of the elements matching `where` with their penalty, read by the cards, the daily
// snapshot and the improve ranking. Late = the lists' own rules (controls: next_date before
// today and open; tasks: deadline before today in Europe/Paris and open); a missing obligation
// has no document attached and is not 'no_followup'.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { intArr } from '../../crud/sql';
import { WEIGHTS } from './formula';

/** The elements the caller sees (the elements list's scope). */
export const scopeOn = (ctx: RequestContext, a: string): SQL => sql`(${sql.raw(a)}.factory_id = ANY(${intArr(ctx.factories)})
  AND ${sql.raw(a)}.regulation_id = ANY(${intArr(ctx.regulations)}) AND ${buildingScope(ctx, sql.raw(`${a}.factory_id`), sql.raw(`${a}.building_id`))})`;
export const elementScope = (ctx: RequestContext): SQL => scopeOn(ctx, 'e');

export const OPEN_CONTROL = sql`k.status IN ('to_do', 'to_do_planned')`;
export const LATE_CONTROL = sql`(${OPEN_CONTROL} AND k.next_date < CURRENT_DATE)`;
export const OPEN_TASK = sql`t.status IN ('not_started', 'doing')`;
export const LATE_TASK = sql`(${OPEN_TASK} AND t.deadline < (now() AT TIME ZONE 'Europe/Paris')::date)`;
export const MISSING_OBLIGATION = sql`(o.status <> 'no_followup'
  AND NOT EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id))`;

/**
 * `el, kc, ob, tk, p` (a WITH list): p = (id, company_id, factory_id, building_id, regulation_id,
 * non_compliant, lb, lc, oc, mo, obn, lt, ot, penalty): late blocking / late other / open
 * controls, missing / counted obligations, late / open tasks, and the points lost.
 */
export function findingsCte(where: SQL): SQL {
  return sql`el AS (SELECT e.id, e.company_id, e.factory_id, e.building_id, e.regulation_id, e.non_compliant FROM elements e WHERE ${where}),
  kc AS (SELECT k.element_id, count(*) FILTER (WHERE ${LATE_CONTROL} AND k.leads_to_non_compliance)::int AS lb,
      count(*) FILTER (WHERE ${LATE_CONTROL} AND NOT k.leads_to_non_compliance)::int AS lc, count(*)::int AS oc
    FROM controls k JOIN el ON el.id = k.element_id WHERE ${OPEN_CONTROL} GROUP BY k.element_id),
  ob AS (SELECT o.element_id, count(*) FILTER (WHERE ${MISSING_OBLIGATION})::int AS mo, count(*)::int AS obn
    FROM obligations o JOIN el ON el.id = o.element_id WHERE o.status <> 'no_followup' GROUP BY o.element_id),
  tk AS (SELECT t.element_id, count(*) FILTER (WHERE ${LATE_TASK})::int AS lt, count(*)::int AS ot
    FROM tasks t JOIN el ON el.id = t.element_id WHERE ${OPEN_TASK} GROUP BY t.element_id),
  p AS (SELECT el.*, coalesce(kc.lb, 0) AS lb, coalesce(kc.lc, 0) AS lc, coalesce(kc.oc, 0) AS oc, coalesce(ob.mo, 0) AS mo,
      coalesce(ob.obn, 0) AS obn, coalesce(tk.lt, 0) AS lt, coalesce(tk.ot, 0) AS ot,
      (CASE WHEN el.non_compliant THEN ${WEIGHTS.non_compliant} ELSE 0 END
        + ${WEIGHTS.late_blocking_control} * coalesce(kc.lb, 0) + ${WEIGHTS.late_control} * coalesce(kc.lc, 0)
        + ${WEIGHTS.missing_obligation} * coalesce(ob.mo, 0) + ${WEIGHTS.late_task} * coalesce(tk.lt, 0))::int AS penalty
    FROM el LEFT JOIN kc ON kc.element_id = el.id LEFT JOIN ob ON ob.element_id = el.id LEFT JOIN tk ON tk.element_id = el.id)`;
}

/** An element's score in SQL (formula.ts scoreOfPenalty). */
export const SCORE = sql`greatest(0, 100 - p.penalty)`;
