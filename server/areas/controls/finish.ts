// Finishing controls (an intervention validated, later an express report): each open occurrence
// becomes finished on its completion date and its next occurrence is a new to_do row dated by
// THE date rule (date-rule.ts). The caller refreshes the elements' conformity in its transaction.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Runner } from '../../crud/sql';
import { nextDateSql } from './date-rule';

/**
 * Finishes the open controls (to_do, to_do_planned) that `ids` selects, with completed_date =
 * `completedDate` (an SQL date expression), and inserts each one's next occurrence. Returns the
 * ids of the elements concerned.
 */
export async function finishControls(tx: Runner, ids: SQL, completedDate: SQL): Promise<number[]> {
  // One statement: the CTE finishes, the INSERT reads what it finished (no second scan).
  const made = await rows<{ element_id: number }>(tx, sql`
    WITH done AS (
      UPDATE controls k SET status = 'finished', completed_date = (${completedDate})::date, updated_at = now()
      WHERE k.id IN (${ids}) AND k.status IN ('to_do', 'to_do_planned')
      RETURNING k.*
    )
    INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
      frequency_months, next_date, controller_requirement, leads_to_non_compliance)
    SELECT d.company_id, d.factory_id, d.building_id, d.regulation_id, d.element_id, d.type_id, d.designation,
      d.frequency_months, ${nextDateSql(sql`d.completed_date`, sql`d.frequency_months`)}, d.controller_requirement, d.leads_to_non_compliance
    FROM done d
    RETURNING element_id`);
  return [...new Set(made.map((r) => r.element_id))];
}
