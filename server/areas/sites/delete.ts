// Deleting a site deletes everything in it (foreign keys cascade): the delete first answers a
// confirmation with the counts of what goes, single delete and bulk alike (crud/dependents.ts).
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Runner } from '../../crud/sql';

/** What goes with the selected sites (`ids`: a query of their ids). */
export async function siteDependents(tx: Runner, ids: SQL): Promise<Record<string, number>> {
  const count = (table: string, extra = sql``) =>
    sql`(SELECT count(*)::int FROM ${sql.identifier(table)} x WHERE x.factory_id IN (${ids}) ${extra})`;
  const [found] = await rows<Record<string, number>>(tx, sql`SELECT
    ${count('buildings', sql`AND NOT x.is_ghost`)} AS buildings, ${count('elements')} AS elements, ${count('controls')} AS controls,
    ${count('interventions')} AS interventions, ${count('tasks')} AS tasks, ${count('obligations')} AS obligations,
    ${count('element_groups')} AS groups`);
  return found;
}

export async function siteDeleteConfirmation(tx: Runner, where: SQL, count: number) {
  return { key: 'api.bulk.confirm_delete_site', params: { count, ...(await siteDependents(tx, sql`SELECT f.id FROM factories f WHERE ${where}`)) } };
}

/** What goes with the selected buildings: what is in them (foreign keys cascade). */
export async function buildingDependents(tx: Runner, ids: SQL): Promise<Record<string, number>> {
  const count = (table: string) => sql`(SELECT count(*)::int FROM ${sql.identifier(table)} x WHERE x.building_id IN (${ids}))`;
  const [found] = await rows<Record<string, number>>(tx, sql`SELECT ${count('elements')} AS elements, ${count('controls')} AS controls,
    ${count('tasks')} AS tasks, ${count('obligations')} AS obligations`);
  return found;
}
