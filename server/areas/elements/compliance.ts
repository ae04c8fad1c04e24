// The stored conformity of elements (elements.non_compliant), kept true. An element is
// non-compliant when people said so (elements.conformity), when its expiry date has passed, or
// when one of its open controls whose type leads to non-compliance is late (next_date before
// today, status to_do or to_do_planned). Every write that can change one of these calls
// refreshCompliance in its own transaction; the midnight job handles dates that pass.
import { sql, type SQL } from 'drizzle-orm';
import type { Runner } from '../../crud/sql';
import { rows } from '../../crud/sql';

/** The rule in SQL over an elements alias `e` (CURRENT_DATE: the database's day). */
export const nonCompliantSql = (e: string): SQL => {
  const a = sql.identifier(e);
  return sql`(${a}.conformity = 'non_compliant' OR (${a}.expiry_date IS NOT NULL AND ${a}.expiry_date < CURRENT_DATE)
    OR EXISTS (SELECT 1 FROM controls k WHERE k.element_id = ${a}.id AND k.status IN ('to_do', 'to_do_planned')
      AND k.leads_to_non_compliance AND k.next_date < CURRENT_DATE))`;
};

/**
 * Recomputes non_compliant for the elements whose id `ids` selects (an SQL subquery or list
 * giving ids), writing only the rows that change. Returns how many changed.
 */
export async function refreshCompliance(tx: Runner, ids: SQL): Promise<number> {
  const changed = await rows<{ id: number }>(tx, sql`
    UPDATE elements e SET non_compliant = ${nonCompliantSql('e')}
    WHERE e.id IN (${ids}) AND e.non_compliant IS DISTINCT FROM ${nonCompliantSql('e')}
    RETURNING e.id`);
  return changed.length;
}
