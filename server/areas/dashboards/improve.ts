// GET /dashboard/conformity/improve/: the findings ranked by what fixing each adds to the
// caller's score (formula.ts gainOf: the element's score change over the number of elements).
// SQL ranks with the same arithmetic and keeps the 50 best; gainOf gives the value served.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { conformityImproveSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';
import { elementScope, findingsCte, LATE_CONTROL, LATE_TASK, MISSING_OBLIGATION } from './findings';
import { gainOf, WEIGHTS, type Finding } from './formula';

type Items = z.infer<typeof conformityImproveSchema>['items'];
const LIMIT = 50;
const RESOURCE = { control: 'controls', obligation: 'obligations', task: 'tasks', element: 'elements' } as const;

interface Found { kind: keyof typeof RESOURCE; id: number; label: string; element: number; penalty: number; finding: Finding; n: number }

export async function improve(db: Runner, ctx: RequestContext): Promise<{ items: Items }> {
  const w = (f: Finding) => sql.raw(String(WEIGHTS[f]));
  const found = await rows<Found>(db, sql`WITH ${findingsCte(elementScope(ctx))}, n AS (SELECT count(*)::int AS n FROM p),
    x AS (
      SELECT 'control' AS kind, k.id, k.designation AS label, k.element_id AS element, p.penalty,
        CASE WHEN k.leads_to_non_compliance THEN 'late_blocking_control' ELSE 'late_control' END AS finding,
        CASE WHEN k.leads_to_non_compliance THEN ${w('late_blocking_control')} ELSE ${w('late_control')} END AS w
      FROM controls k JOIN p ON p.id = k.element_id WHERE ${LATE_CONTROL}
      UNION ALL SELECT 'obligation', o.id, o.document_name, o.element_id, p.penalty, 'missing_obligation', ${w('missing_obligation')}
      FROM obligations o JOIN p ON p.id = o.element_id WHERE ${MISSING_OBLIGATION}
      UNION ALL SELECT 'task', t.id, left(t.description, 200), t.element_id, p.penalty, 'late_task', ${w('late_task')}
      FROM tasks t JOIN p ON p.id = t.element_id WHERE ${LATE_TASK}
      UNION ALL SELECT 'element', e.id, e.designation, e.id, p.penalty, 'non_compliant', ${w('non_compliant')}
      FROM p JOIN elements e ON e.id = p.id WHERE p.non_compliant)
    SELECT x.kind, x.id, x.label, x.element, x.penalty, x.finding, n.n FROM x, n
    ORDER BY greatest(0, 100 - greatest(0, x.penalty - x.w)) - greatest(0, 100 - x.penalty) DESC, x.kind, x.id
    LIMIT ${LIMIT}`);
  return {
    items: found.map((r) => ({
      kind: r.kind, id: r.id, label: r.label, element: r.element, gain: gainOf(r.penalty, r.finding, r.n), resource: RESOURCE[r.kind],
    })),
  };
}
