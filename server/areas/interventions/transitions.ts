// Status of an intervention, one step at a time (spec §4): to_do → to_validate → done, and back
// one step. Validating (→ done) happens on its completed date (completion.ts): it finishes its open
// controls on that day and creates their next occurrences (controls/finish.ts), applies their
// results (controls/results.ts), and closes the observations a maintenance intervention treated
// (tasks-closing.ts). Going back (done → to_validate) undoes that while the next occurrences are
// untouched, and reopens only the observations it closed. Conformity follows in the same transaction.
import { sql } from 'drizzle-orm';
import type { INTERVENTION_STATUSES } from '../../../resources/interventions';
import type { Actor } from '../../crud/activity-record';
import { intArr, rows, type Runner } from '../../crud/sql';
import { fieldError } from '../../http/errors';
import { nextDateSql } from '../controls/date-rule';
import { finishControls } from '../controls/finish';
import { applyControlResults } from '../controls/results';
import { refreshCompliance } from '../elements/compliance';
import { applyVerdicts } from '../elements/verdicts';
import { closeTreatedTasks, reopenTreatedTasks } from './tasks-closing';

export type Status = (typeof INTERVENTION_STATUSES)[number];

const STEPS: Record<Status, Status[]> = { to_do: ['to_validate'], to_validate: ['done', 'to_do'], done: ['to_validate'] };

/** 400 on `status` unless `from` → `to` is one step. */
export function checkTransition(from: Status, to: string): void {
  if (from === to) return;
  if (!(STEPS[from] as string[]).includes(to)) {
    // One message per current status: it names the steps allowed from there.
    throw fieldError('status', `api.interventions.transitions.${from}`);
  }
}

const refresh = (tx: Runner, elementIds: number[]) =>
  elementIds.length ? refreshCompliance(tx, sql`SELECT unnest(${intArr(elementIds)})`) : Promise.resolve(0);

/** → done (its completed_date already written): controls finished on that day, results applied, observations closed. */
export async function validateIntervention(tx: Runner, id: number, actor: Actor): Promise<void> {
  const done = await finishControls(tx, sql`SELECT k.id FROM controls k WHERE k.intervention_id = ${id}`,
    sql`(SELECT completed_date FROM interventions WHERE id = ${id})`);
  await refresh(tx, done.elements);
  await applyControlResults(tx, done.controls, actor);
  await closeTreatedTasks(tx, id, actor.userId);
}

/**
 * done → to_validate: the controls this validation finished are open again (to_do_planned) and
 * their next occurrences deleted, provided none was touched since (still to_do, in no
 * intervention); otherwise a 400 saying how many were. Their results' verdicts and the
 * observations they opened go too; the observations it closed are open again.
 */
export async function reopenIntervention(tx: Runner, id: number, completed: string | null): Promise<void> {
  const pairs = await rows<{ id: number; next_id: number | null; element_id: number }>(tx, sql`
    SELECT k.id, k.element_id, (SELECT n.id FROM controls n WHERE n.element_id = k.element_id AND n.id > k.id
        AND n.type_id IS NOT DISTINCT FROM k.type_id AND n.designation = k.designation
        AND n.next_date = ${nextDateSql(sql`k.completed_date`, sql`k.frequency_months`)}
        AND n.status = 'to_do' AND n.intervention_id IS NULL AND n.completed_date IS NULL
      ORDER BY n.id LIMIT 1) AS next_id
    FROM controls k
    WHERE k.intervention_id = ${id} AND k.status = 'finished' AND k.completed_date = ${completed}::date`);
  const touched = pairs.filter((p) => p.next_id === null).length;
  if (touched) throw fieldError('status', 'api.interventions.errors.undo_blocked', { count: touched });
  await reopenTreatedTasks(tx, id);
  if (!pairs.length) return;
  const ids = intArr(pairs.map((p) => p.id));
  await tx.execute(sql`DELETE FROM controls WHERE id = ANY(${intArr(pairs.map((p) => p.next_id!))})`);
  await tx.execute(sql`DELETE FROM tasks WHERE control_id = ANY(${ids}) AND origin = 'control' AND status = 'not_started'`);
  await tx.execute(sql`DELETE FROM element_verdicts WHERE control_id = ANY(${ids}) AND source = 'control'`);
  await tx.execute(sql`UPDATE controls SET status = 'to_do_planned', completed_date = NULL, updated_at = now() WHERE id = ANY(${ids})`);
  const elements = [...new Set(pairs.map((p) => p.element_id))];
  await applyVerdicts(tx, sql`SELECT unnest(${intArr(elements)})`);
  await refresh(tx, elements);
}
