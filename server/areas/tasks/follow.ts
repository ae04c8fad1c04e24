// Moving an element: its observations follow it (company, site, building, regulation: their
// scope is read on the tasks row), and leave a maintenance intervention of the former site.
import { sql, type SQL } from 'drizzle-orm';
import type { Runner } from '../../crud/sql';

export async function tasksFollowElements(tx: Runner, ids: SQL) {
  await tx.execute(sql`UPDATE tasks t SET company_id = e.company_id, factory_id = e.factory_id, building_id = e.building_id,
      regulation_id = e.regulation_id, updated_at = now()
    FROM elements e WHERE e.id = t.element_id AND t.element_id IN (${ids})
      AND (t.factory_id, t.building_id, t.regulation_id, t.company_id) IS DISTINCT FROM (e.factory_id, e.building_id, e.regulation_id, e.company_id)`);
  await tx.execute(sql`UPDATE tasks t SET intervention_id = NULL
    FROM interventions i WHERE i.id = t.intervention_id AND t.element_id IN (${ids}) AND i.factory_id <> t.factory_id`);
}
