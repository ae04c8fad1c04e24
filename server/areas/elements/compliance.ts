// The stored conformity of elements (elements.non_compliant), kept true. The rule itself is in
// conformity.ts. Every write that can change it (controls' status/next_date, an intervention
// done, an element's expiry/type/site, a voluntary type's flag/scope) calls refreshCompliance in
// its own transaction; the midnight job (areas/compliance) handles dates that pass.
import { sql, type SQL } from 'drizzle-orm';
import type { Runner } from '../../crud/sql';
import { rows } from '../../crud/sql';
import { nonCompliantSql } from './conformity';

export { nonCompliantSql };

/**
 * Recomputes non_compliant for the elements whose id `ids` selects (an SQL subquery or list
 * giving ids), on `day` (YYYY-MM-DD; the business day when omitted), writing only the rows that
 * change. Returns how many changed.
 */
export async function refreshCompliance(tx: Runner, ids: SQL, day?: string): Promise<number> {
  const changed = await rows<{ id: number }>(tx, sql`
    UPDATE elements e SET non_compliant = ${nonCompliantSql('e', day)}
    WHERE e.id IN (${ids}) AND e.non_compliant IS DISTINCT FROM ${nonCompliantSql('e', day)}
    RETURNING e.id`);
  return changed.length;
}
