// What a validated express report changed on each inspected element, in the element's history
// (activity log, object type elements): its verdict and the conformity it led to, the controls
// finished, the observations created or closed, the document filed. One row per element.
// Activity-log rows: building (what a validated report changed on each element (verdicts.test.ts checks its rows)).
import { sql } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../crud/activity-record';
import { intArr, rows, type Runner } from '../../crud/sql';
import type { ConformityChange } from '../elements/verdicts';

export interface ElementEffects {
  verdict?: string | null;
  conformity?: ConformityChange;
  controls: number[];
  tasksCreated: number[];
  tasksClosed: number[];
}

export async function logValidationOnElements(tx: Runner, actor: Actor, report: { id: number; file: string; day: string; document: number },
  effects: Map<number, ElementEffects>): Promise<void> {
  const ids = [...effects.keys()];
  if (!ids.length) return;
  const els = await rows<{ id: number; designation: string; company_id: number; factory_id: number; building_id: number }>(tx,
    sql`SELECT id, designation, company_id, factory_id, building_id FROM elements WHERE id = ANY(${intArr(ids)})`);
  const controlIds = [...effects.values()].flatMap((e) => e.controls);
  const names = new Map((await rows<{ id: number; designation: string }>(tx,
    sql`SELECT id, designation FROM controls WHERE id = ANY(${intArr(controlIds)})`)).map((k) => [k.id, k.designation]));
  for (const el of els) {
    const e = effects.get(el.id)!;
    const changes: Record<string, [unknown, unknown]> = { express_report: [null, `${report.file} (${report.day})`] };
    if (e.verdict) changes.verdict = [null, e.verdict];
    if (e.conformity && e.conformity.before !== e.conformity.after) changes.conformity = [e.conformity.before, e.conformity.after];
    if (e.controls.length) changes.controls_finished = [null, e.controls.map((k) => `${names.get(k) ?? k} (${report.day})`).join(', ')];
    if (e.tasksCreated.length) changes.observations_created = [null, e.tasksCreated.join(', ')];
    if (e.tasksClosed.length) changes.observations_closed = [null, e.tasksClosed.join(', ')];
    changes.document = [null, report.document];
    await recordActivity(tx, actor, {
      action: 'update', objectType: 'elements', objectId: el.id, objectLabel: el.designation,
      scope: { company: el.company_id, factory: el.factory_id, building: el.building_id }, changes,
    });
  }
}
