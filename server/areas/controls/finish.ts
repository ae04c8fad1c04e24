// Finishing controls, one rule for every path (PATCH status finished + completed_date on a
// control, an intervention moved to done): the open occurrences become finished with their
// completed date, and each one's next occurrence is a new to_do row whose next_date follows THE
// date rule (nextDateSql: completion + frequency, clamped to the month's end). One statement,
// so the caller's transaction holds both; the caller then refreshes conformity of the elements
// returned (elements/compliance.ts).
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Runner } from '../../crud/sql';
import { nextDateSql } from './date-rule';
import { openControlSql } from './open';

/**
 * Marks the open controls (to_do, to_do_planned) `ids` selects as finished on `completedDate`
 * (an SQL date expression; it may use the updated row's columns through the alias `k`), keeps
 * their intervention, and inserts each one's next occurrence (unplanned, to_do) unless the
 * element already has an open occurrence of that type. Controls already finished or without
 * follow-up are left alone. Returns the ids of the elements concerned and of the controls finished.
 */
export async function finishControls(tx: Runner, ids: SQL, completedDate: SQL): Promise<{ elements: number[]; controls: number[] }> {
  const done = await rows<{ id: number; element_id: number }>(tx, sql`
    WITH done AS (
      UPDATE controls k SET status = 'finished', completed_date = (${completedDate})::date, updated_at = now()
      WHERE k.id IN (${ids}) AND ${openControlSql('k.status')}
      RETURNING k.*
    ), next AS (
      INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
        frequency_months, next_date, controller_requirement, leads_to_non_compliance)
      SELECT d.company_id, d.factory_id, d.building_id, d.regulation_id, d.element_id, d.type_id, d.designation,
        d.frequency_months, ${nextDateSql(sql`d.completed_date`, sql`d.frequency_months`)}, d.controller_requirement,
        d.leads_to_non_compliance
      FROM done d
      WHERE d.type_id IS NULL OR NOT EXISTS (SELECT 1 FROM controls o WHERE o.element_id = d.element_id
        AND o.type_id = d.type_id AND ${openControlSql('o.status')} AND o.id NOT IN (SELECT id FROM done))
      RETURNING element_id
    )
    SELECT id, element_id FROM done`);
  return { elements: [...new Set(done.map((r) => r.element_id))], controls: done.map((r) => r.id) };
}
