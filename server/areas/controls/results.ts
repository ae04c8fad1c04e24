// A finished control's result (what the controller found): compliant or non_compliant, with a
// remark. It is a verdict on the element on the completed date (elements/verdicts.ts): compliant
// lifts an earlier non-compliant verdict, non_compliant makes the element non-compliant and opens
// an observation (origin control) for someone to treat: deadline CONTROL_TASK_DAYS after the
// completed date, manager the intervention's supervisor, else the person who finished it; its
// text in the language of the person who finished it.
// Activity-log rows: building (a control's result, on its element; tests/api/access/activity.ts).
import { sql } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../crud/activity-record';
import { intArr, rows, type Runner } from '../../crud/sql';
import { t } from '../../http/i18n';
import { DEFAULT_LOCALE } from '../../../locales/types';
import type { Conformity } from '../elements/conformity';
import { recordVerdicts } from '../elements/verdicts';

/** Days an observation opened by a non-conforming result has before its deadline. */
export const CONTROL_TASK_DAYS = 30;

interface Finished {
  id: number; element_id: number; result: Conformity; result_remark: string; completed_date: string; designation: string;
  supervisor_id: number | null; company_id: number; factory_id: number; building_id: number; element_label: string;
}

/** Applies the results of the finished controls `ids` (those without a result change nothing). */
export async function applyControlResults(tx: Runner, ids: number[], actor: Actor | null): Promise<void> {
  if (!ids.length) return;
  const found = await rows<Finished>(tx, sql`SELECT k.id, k.element_id, k.result, k.result_remark, k.completed_date::text AS completed_date,
      k.designation, iv.supervisor_id, k.company_id, k.factory_id, k.building_id, e.designation AS element_label
    FROM controls k JOIN elements e ON e.id = k.element_id LEFT JOIN interventions iv ON iv.id = k.intervention_id
    WHERE k.id = ANY(${intArr(ids)}) AND k.status = 'finished' AND k.result IS NOT NULL AND k.completed_date IS NOT NULL ORDER BY k.id`);
  if (!found.length) return;
  const changes = await recordVerdicts(tx, found.map((k) => ({
    element: k.element_id, verdict: k.result, source: 'control', control: k.id, user: actor?.userId ?? null, day: k.completed_date, remark: k.result_remark,
  })));
  for (const k of found) {
    let task: number | null = null;
    if (k.result === 'non_compliant') {
      // In the language of who finished it (French without a person: the default language).
      const remark = k.result_remark.trim();
      const text = t(actor?.locale ?? DEFAULT_LOCALE, `api.controls.${remark ? 'result_task' : 'result_task_plain'}`, { control: k.designation, remark });
      [{ id: task }] = await rows<{ id: number }>(tx, sql`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id,
          description, deadline, manager_id, origin, control_id)
        SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, ${text},
          ${k.completed_date}::date + ${CONTROL_TASK_DAYS}::int, ${k.supervisor_id ?? actor?.userId ?? null}, 'control', ${k.id}
        FROM elements e WHERE e.id = ${k.element_id} RETURNING id`);
    }
    if (!actor) continue;
    const c = changes.get(k.element_id);
    await recordActivity(tx, actor, {
      action: 'update', objectType: 'elements', objectId: k.element_id, objectLabel: k.element_label,
      scope: { company: k.company_id, factory: k.factory_id, building: k.building_id },
      changes: {
        control_result: [null, `${k.designation} (${k.completed_date}) : ${k.result}`],
        ...(c && c.before !== c.after ? { conformity: [c.before, c.after] } : {}),
        ...(task ? { observation: [null, task] } : {}),
      },
    });
  }
}
