// GET /dashboard/conformity/improve/: the findings ranked by what fixing each adds to the
// caller's score (formula.ts gainOf: the element's score change over the number of elements).
// The ranking reads the stored findings (findings.ts): per kind of finding, the elements in scope
// that have one, by gain; the 50 best (gain, then kind, then element) are then opened into their
// rows (late controls, missing obligations, late tasks, the element itself), ordered the same way
// and then by row id.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { conformityImproveSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { intArr, rows, type Runner } from '../../crud/sql';
import { refreshScore, scopeOn } from './findings';
import { gainOf, WEIGHTS, type Finding } from './formula';

type Items = z.infer<typeof conformityImproveSchema>['items'];
const LIMIT = 50;
const RESOURCE = { control: 'controls', obligation: 'obligations', task: 'tasks', element: 'elements' } as const;

interface Found { kind: keyof typeof RESOURCE; id: number; label: string; element: number; penalty: number; finding: Finding }

export async function improve(db: Runner, ctx: RequestContext): Promise<{ items: Items }> {
  await refreshScore(db);
  const w = (f: Finding) => sql.raw(String(WEIGHTS[f]));
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT coalesce(sum(s.elements), 0)::int AS n FROM score_counters s WHERE ${scopeOn(ctx, 's')}`);
  // Per company and kind, the 50 best elements read in the order of their gain index
  // (element_findings_gain_*_idx): each gives at least one finding, so 50 suffice.
  const best = (kind: string, finding: Finding, present: SQL) => sql`(SELECT f.element_id, f.penalty, ${kind}::text AS kind,
      ${finding}::text AS finding, score_gain(f.penalty, ${w(finding)}) AS g
    FROM element_findings f WHERE f.company_id = co.id AND ${present} AND ${scopeOn(ctx, 'f')}
    ORDER BY score_gain(f.penalty, ${w(finding)}) DESC, f.element_id LIMIT ${LIMIT})`;
  const found = await rows<Found>(db, sql`WITH c AS (
      SELECT x.* FROM unnest(${intArr(ctx.companies)}) co(id) CROSS JOIN LATERAL (
        ${best('element', 'non_compliant', sql`f.non_compliant`)}
        UNION ALL ${best('control', 'late_blocking_control', sql`f.lb > 0`)}
        UNION ALL ${best('control', 'late_control', sql`f.lc > 0`)}
        UNION ALL ${best('obligation', 'missing_obligation', sql`f.mo > 0`)}
        UNION ALL ${best('task', 'late_task', sql`f.lt > 0`)}) x
      ORDER BY x.g DESC, x.kind, x.element_id LIMIT ${LIMIT})
    SELECT c.kind, r.id, r.label, c.element_id AS element, c.penalty, c.finding FROM c CROSS JOIN LATERAL (
      SELECT k.id, k.designation AS label FROM controls k WHERE c.kind = 'control' AND k.element_id = c.element_id
        AND k.status IN ('to_do', 'to_do_planned') AND k.next_date < CURRENT_DATE
        AND k.leads_to_non_compliance = (c.finding = 'late_blocking_control')
      UNION ALL SELECT o.id, o.document_name FROM obligations o WHERE c.kind = 'obligation' AND o.element_id = c.element_id
        AND o.status <> 'no_followup' AND NOT EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id)
      UNION ALL SELECT t.id, left(t.description, 200) FROM tasks t WHERE c.kind = 'task' AND t.element_id = c.element_id
        AND t.status IN ('not_started', 'doing') AND t.deadline < (now() AT TIME ZONE 'Europe/Paris')::date
      UNION ALL SELECT e.id, e.designation FROM elements e WHERE c.kind = 'element' AND e.id = c.element_id) r
    ORDER BY c.g DESC, c.kind, c.element_id, r.id LIMIT ${LIMIT}`);
  return {
    items: found.map((r) => ({
      kind: r.kind, id: r.id, label: r.label, element: r.element, gain: gainOf(r.penalty, r.finding, n), resource: RESOURCE[r.kind],
    })),
  };
}
