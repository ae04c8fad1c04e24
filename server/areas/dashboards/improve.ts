// GET /dashboard/conformity/improve/: the causes of non-conformity ranked by what fixing each
// would add to the caller's score (formula.ts causeGain). A cause gathers the findings one action
// fixes: the late controls of one control type (blocking or not), the missing documents of one
// name, the late observations and the non-compliant elements of one element type. Its gain is
// exact: over the elements it hits, the sum of each one's score change when all of its findings
// of that cause go (floored at 0: an element already at 0 may gain nothing), over the N elements
// in scope. Each cause opens its list filtered on it. Ties: by kind, the cause's key, the finding.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { conformityImproveSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { intArr, rows, type Runner } from '../../crud/sql';
import { refreshScore, scopeOn } from './findings';
import { gainOfPoints, WEIGHTS, type Finding } from './formula';
import { openControlSql } from '../controls/open';
import { parisTodaySql } from '../elements/conformity';

type Items = z.infer<typeof conformityImproveSchema>['items'];
const LIMIT = 50;

interface Cause {
  kind: 'control' | 'obligation' | 'task' | 'element'; finding: Finding; key: string; label: string; ref: number | null;
  elements: number; findings: number; points: number;
}

const weight = sql.raw(`CASE x.finding ${Object.entries(WEIGHTS).map(([f, w]) => `WHEN '${f}' THEN ${w}`).join(' ')} END`);

/** The list (resource and filter) showing the findings of a cause. */
function listOf(c: Cause): { resource: string; filter: Record<string, string> } {
  switch (c.kind) {
    case 'control':
      return { resource: 'controls', filter: {
        late: 'true', leads_to_non_compliance: String(c.finding === 'late_blocking_control'),
        ...(c.ref !== null ? { type: String(c.ref) } : { search: c.label }),
      } };
    case 'obligation':
      return { resource: 'obligations', filter: { linked: 'false', search: c.label } };
    case 'task':
      return { resource: 'tasks', filter: { late: 'true', element_type: String(c.ref) } };
    case 'element':
      return { resource: 'elements', filter: { conformity: 'non_compliant', element_type: String(c.ref) } };
  }
}

export async function improve(db: Runner, ctx: RequestContext): Promise<{ items: Items }> {
  await refreshScore(db);
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT coalesce(sum(s.elements), 0)::int AS n FROM score_counters s WHERE ${scopeOn(ctx, 's')}`);
  // p: the elements in scope that lose points (element_findings_failing_idx); x: per cause and
  // element, how many findings of the cause the element has (the lists' own rules). Names are
  // of several collations (und-x-icu columns): one (C) for the union's grouping.
  const causes = await rows<Cause>(db, sql`WITH p AS (
      SELECT f.element_id, f.penalty, f.non_compliant, f.lb, f.lc, f.mo, f.lt FROM element_findings f
      WHERE f.company_id = ANY(${intArr(ctx.companies)}) AND f.penalty > 0 AND ${scopeOn(ctx, 'f')}),
    x AS (
      SELECT 'control'::text AS kind, (CASE WHEN k.leads_to_non_compliance THEN 'late_blocking_control' ELSE 'late_control' END)::text AS finding,
        coalesce('t' || k.type_id, 'd' || k.designation) COLLATE "C" AS key, coalesce(ct.name, k.designation)::text COLLATE "C" AS label, k.type_id AS ref,
        k.element_id, count(*)::int AS k
      FROM controls k JOIN p ON p.element_id = k.element_id AND (p.lb > 0 OR p.lc > 0)
        LEFT JOIN control_types ct ON ct.id = k.type_id
      WHERE ${openControlSql('k.status')} AND k.next_date < ${parisTodaySql}
      GROUP BY 1, 2, 3, 4, 5, 6
      UNION ALL SELECT 'obligation'::text, 'missing_obligation'::text, ('o' || o.document_name) COLLATE "C", o.document_name::text COLLATE "C", NULL::int, o.element_id, count(*)::int
      FROM obligations o JOIN p ON p.element_id = o.element_id AND p.mo > 0
      WHERE o.status <> 'no_followup' AND NOT EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id)
      GROUP BY 1, 2, 3, 4, 5, 6
      UNION ALL SELECT 'task'::text, 'late_task'::text, 'e' || e.element_type_id, et.name::text COLLATE "C", e.element_type_id, t.element_id, count(*)::int
      FROM tasks t JOIN p ON p.element_id = t.element_id AND p.lt > 0 JOIN elements e ON e.id = t.element_id
        JOIN element_types et ON et.id = e.element_type_id
      WHERE t.status IN ('not_started', 'doing') AND t.deadline < (now() AT TIME ZONE 'Europe/Paris')::date
      GROUP BY 1, 2, 3, 4, 5, 6
      UNION ALL SELECT 'element'::text, 'non_compliant'::text, 'e' || e.element_type_id, et.name::text COLLATE "C", e.element_type_id, e.id, 1
      FROM p JOIN elements e ON e.id = p.element_id JOIN element_types et ON et.id = e.element_type_id WHERE p.non_compliant)
    SELECT x.kind, x.finding, x.key, min(x.label) AS label, min(x.ref) AS ref, count(*)::int AS elements,
      sum(x.k)::int AS findings, sum(score_gain(p.penalty, x.k * ${weight}))::int AS points
    FROM x JOIN p ON p.element_id = x.element_id
    GROUP BY x.kind, x.finding, x.key
    ORDER BY points DESC, x.kind, x.key, x.finding LIMIT ${LIMIT}`);
  return {
    items: causes.map((c) => ({
      kind: c.kind, finding: c.finding, key: `${c.finding}:${c.key}`, label: c.label,
      elements: c.elements, findings: c.findings, gain: gainOfPoints(c.points, n), ...listOf(c),
    })),
  };
}
