// Planning controls into a control intervention, one rule for every path (the intervention's
// `controls`, a control's `intervention`, the bulk 'plan into an intervention'): a control put
// in an intervention is to_do_planned; taken out of an intervention not done, it is to_do again.
// Finished and no-follow-up controls keep their status.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Runner } from '../../crud/sql';
import { openControlSql } from './open';

/** Puts the controls `ids` selects into intervention `interventionId` (null: out of any). Returns their element ids. */
export async function planControls(tx: Runner, ids: SQL, interventionId: number | null): Promise<number[]> {
  const changed = await rows<{ element_id: number }>(tx, sql`
    UPDATE controls k SET intervention_id = ${interventionId}, updated_at = now(),
      status = CASE WHEN ${openControlSql('k.status')}
        THEN (CASE WHEN ${interventionId}::int IS NULL THEN 'to_do' ELSE 'to_do_planned' END)::control_status ELSE k.status END
    WHERE k.id IN (${ids})
    RETURNING k.element_id`);
  // The intervention names the regulations of the controls it holds (its list's column, its
  // scope): added to those given by hand, which stay.
  if (interventionId !== null) await tx.execute(sql`INSERT INTO intervention_regulations (intervention_id, regulation_id)
    SELECT DISTINCT ${interventionId}::int, k.regulation_id FROM controls k WHERE k.intervention_id = ${interventionId}
    ON CONFLICT DO NOTHING`);
  return [...new Set(changed.map((r) => r.element_id))];
}
