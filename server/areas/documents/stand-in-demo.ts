// STAND-IN demo rows (dropped at merge with the stand-ins: the obligations and tasks areas seed
// their own): one obligation and one observation on the first element of every site, so the
// access matrix has rows of these resources in and out of each user's scope.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { rows, type Runner } from '../../crud/sql';
import type { RequestContext } from '../../auth/context';

/** The stand-ins' create: company, site, building and regulation follow the element. */
export async function fromElement(tx: Runner, _ctx: RequestContext, body: Record<string, unknown>, row: unknown) {
  if (row) return undefined;
  const [e] = await rows<Record<string, number>>(tx,
    sql`SELECT company_id, factory_id, building_id, regulation_id FROM elements WHERE id = ${Number(body.element) || null}`);
  return e ? { ...body, ...e } : undefined;
}

export async function seedStandIns(client: pg.PoolClient): Promise<void> {
  const first = `SELECT DISTINCT ON (factory_id) id, company_id, factory_id, building_id, regulation_id FROM elements ORDER BY factory_id, id`;
  await client.query(`INSERT INTO obligations (company_id, factory_id, building_id, regulation_id, element_id, document_name)
    SELECT company_id, factory_id, building_id, regulation_id, id, 'Notice d''instructions' FROM (${first}) e`);
  await client.query(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description)
    SELECT company_id, factory_id, building_id, regulation_id, id, 'Observation de démonstration' FROM (${first}) e`);
}
