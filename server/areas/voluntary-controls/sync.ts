// Keeping a voluntary type's open controls in line with the type, in the caller's transaction,
// conformity included (elements/compliance.ts). Only open occurrences (to_do, to_do_planned)
// follow the type; finished and no-follow-up ones are history and stay as they were.
import { sql, type SQL } from 'drizzle-orm';
import { intArr, rows, type Runner } from '../../crud/sql';
import { appliesSql, generateControls } from '../controls/generate';
import { nextDateSql } from '../controls/date-rule';
import { refreshCompliance } from '../elements/compliance';
import { openControlSql } from '../controls/open';

/** The joins of the resource's FROM after `control_types vct` (labels), shared with the delete hooks. */
export const voluntaryJoins = sql`JOIN companies c ON c.id = vct.company_id JOIN regulations r ON r.id = vct.regulation_id
    LEFT JOIN users au ON au.id = vct.author_id`;
const selected = (where: SQL) => sql`SELECT vct.id FROM control_types vct ${voluntaryJoins} WHERE ${where}`;

const OPEN = openControlSql('status');

/** Elements the type applies to, over `e` (its scope: regulation, element types, sites). */
export const matchingElementsSql = (typeId: number): SQL =>
  sql`SELECT e.id FROM elements e JOIN control_types ct ON ${appliesSql} WHERE ct.id = ${typeId}`;

export async function countMatching(tx: Runner, typeId: number): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM (${matchingElementsSql(typeId)}) m`);
  return n;
}

/** Creates the missing open occurrences on the given elements (all matching ones when absent). */
export async function generateFor(tx: Runner, typeId: number, elementIds?: number[]): Promise<number[]> {
  const touched = await generateControls(tx, {
    types: sql`${typeId}`, ...(elementIds ? { elements: sql`SELECT unnest(${intArr(elementIds)})` } : {}),
  });
  if (touched.length) await refreshCompliance(tx, sql`SELECT unnest(${intArr(touched)})`);
  return touched;
}

/** After a scope change: deletes the open occurrences that no longer apply, adds the missing ones. */
export async function syncScope(tx: Runner, typeId: number): Promise<void> {
  const closed = await rows<{ element_id: number }>(tx, sql`DELETE FROM controls k
    WHERE k.type_id = ${typeId} AND k.${OPEN} AND k.element_id NOT IN (${matchingElementsSql(typeId)})
    RETURNING k.element_id`);
  if (closed.length) await refreshCompliance(tx, sql`SELECT unnest(${intArr(closed.map((r) => r.element_id))})`);
  await generateFor(tx, typeId);
}

/**
 * After the type's name, frequency or blocking flag changed: its open occurrences follow. A new
 * frequency recomputes next_date by THE date rule from the last completion of that control on
 * that element (none: the element's creation day, as generation does), so the open occurrence is
 * where it would have been had the type always had this frequency; a planned one stays planned.
 */
export async function followType(tx: Runner, typeId: number, changed: { frequency: boolean }): Promise<void> {
  const base = sql`coalesce((SELECT max(h.completed_date) FROM controls h WHERE h.element_id = k.element_id
      AND h.type_id = k.type_id AND h.status = 'finished'),
    (SELECT (e.created_at AT TIME ZONE 'Europe/Paris')::date FROM elements e WHERE e.id = k.element_id))`;
  await tx.execute(sql`UPDATE controls k SET designation = ct.name, leads_to_non_compliance = ct.leads_to_non_compliance,
      frequency_months = ct.frequency_months,
      next_date = ${changed.frequency ? nextDateSql(base, sql`ct.frequency_months`) : sql`k.next_date`}, updated_at = now()
    FROM control_types ct WHERE ct.id = k.type_id AND k.type_id = ${typeId} AND k.${OPEN}`);
  await refreshCompliance(tx, sql`SELECT k.element_id FROM controls k WHERE k.type_id = ${typeId} AND k.${OPEN}`);
}

/** Before the types selected by `where` (over the resource's FROM) go: their open occurrences go too (history stays, type NULL). */
export async function dropOpenControls(tx: Runner, where: SQL): Promise<void> {
  const gone = await rows<{ element_id: number }>(tx, sql`DELETE FROM controls k WHERE k.type_id IN (${selected(where)}) AND k.${OPEN}
    RETURNING k.element_id`);
  if (gone.length) await refreshCompliance(tx, sql`SELECT unnest(${intArr([...new Set(gone.map((r) => r.element_id))])})`);
}

/** Open occurrences of the types selected by `where`: the delete confirmation says how many go. */
export async function countOpenControls(tx: Runner, where: SQL): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM controls k
    WHERE k.${OPEN} AND k.type_id IN (${selected(where)})`);
  return n;
}
