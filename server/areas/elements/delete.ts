// What goes with deleted elements (foreign keys cascade): their controls (done ones are the
// history of the element), obligations, observations, links to other elements and verdicts.
// The delete answers these counts first and needs the confirmation replay (crud/dependents.ts).
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Runner } from '../../crud/sql';

export async function elementDependents(tx: Runner, ids: SQL): Promise<Record<string, number>> {
  const count = (table: string) => sql`(SELECT count(*)::int FROM ${sql.identifier(table)} x WHERE x.element_id IN (${ids}))`;
  const [found] = await rows<Record<string, number>>(tx, sql`SELECT ${count('controls')} AS controls, ${count('obligations')} AS obligations,
    ${count('tasks')} AS tasks, ${count('element_verdicts')} AS verdicts,
    (SELECT count(*)::int FROM element_links x WHERE x.element_id IN (${ids}) OR x.linked_id IN (${ids})) AS links`);
  return found;
}
