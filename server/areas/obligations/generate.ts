// Obligations come from the catalogue: one per obligation type of an element's element type (and
// regulation). Created with the element; when it moves (type, regulation, site, building) the
// validated ones stay as they are (what was proven on file), the others follow the element, the
// not validated ones that no longer apply go and the new ones come.
import { sql, type SQL } from 'drizzle-orm';
import type { Runner } from '../../crud/sql';

/** Types `ot` that apply to elements `e`. */
const appliesSql = sql`ot.regulation_id = e.regulation_id AND EXISTS (SELECT 1 FROM obligation_type_element_types ote
  WHERE ote.type_id = ot.id AND ote.element_type_id = e.element_type_id)`;

/** Inserts the obligations the elements `ids` (all when absent) lack, status not_validated. */
export async function generateObligations(tx: Runner, ids?: SQL): Promise<void> {
  await tx.execute(sql`INSERT INTO obligations (company_id, factory_id, building_id, regulation_id, element_id, type_id, document_name)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, ot.id, ot.name
    FROM elements e JOIN obligation_types ot ON ${appliesSql}
    WHERE ${ids ? sql`e.id IN (${ids})` : sql`true`}
      AND NOT EXISTS (SELECT 1 FROM obligations o WHERE o.element_id = e.id AND o.type_id = ot.id)`);
}

/** After the elements `ids` moved: see the file's comment (`retyped` false: the same types still apply). */
export async function fixObligations(tx: Runner, ids: SQL, retyped = true): Promise<void> {
  await tx.execute(sql`UPDATE obligations o SET company_id = e.company_id, factory_id = e.factory_id, building_id = e.building_id,
      regulation_id = e.regulation_id, updated_at = now()
    FROM elements e WHERE e.id = o.element_id AND o.element_id IN (${ids}) AND o.status <> 'validated'
      AND (o.factory_id, o.building_id, o.regulation_id, o.company_id) IS DISTINCT FROM (e.factory_id, e.building_id, e.regulation_id, e.company_id)`);
  if (!retyped) return;
  await tx.execute(sql`DELETE FROM obligations o USING elements e WHERE e.id = o.element_id AND o.element_id IN (${ids})
    AND o.status = 'not_validated' AND o.type_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM obligation_types ot WHERE ot.id = o.type_id AND ${appliesSql})`);
  await generateObligations(tx, ids);
}
