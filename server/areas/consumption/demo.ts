// Demo consumption: 24 months of history before the current month. Active elements grow from
// about 60 % of today's count to today's (a park being equipped), with a small seasonal wobble;
// express pages per site and regulation vary by month (some months none). The current month is
// live (snapshot.ts): never stored. Pages of the express reports' own demo, if any, are kept.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { clientRunner } from '../../crud/sql';
import { liveElementCounts } from './snapshot';

export async function seedConsumption(client: pg.PoolClient): Promise<void> {
  const db = clientRunner(client);
  const months = sql`(SELECT (date_trunc('month', (now() AT TIME ZONE 'Europe/Paris')::date) - make_interval(months => i))::date AS month, i
    FROM generate_series(1, 24) i)`;
  await db.execute(sql`INSERT INTO element_consumption (company_id, month, factory_id, element_type_id, regulation_id, active_elements)
    SELECT c.company_id, m.month, c.factory_id, c.element_type_id, c.regulation_id,
           greatest(0, round(c.active_elements * (1 - 0.4 * m.i / 24.0) + ((c.factory_id + m.i) % 3) - 1))::int
      FROM (${liveElementCounts}) c CROSS JOIN ${months} m
    ON CONFLICT ON CONSTRAINT element_consumption_key DO NOTHING`);
  await db.execute(sql`INSERT INTO page_consumption (company_id, month, factory_id, regulation_id, pages)
    SELECT fr.company_id, m.month, fr.factory_id, fr.regulation_id, ((fr.factory_id * 7 + fr.regulation_id * 3 + m.i * 5) % 23)
      FROM (SELECT DISTINCT e.company_id, e.factory_id, e.regulation_id FROM elements e) fr CROSS JOIN ${months} m
     WHERE (fr.factory_id + m.i) % 4 <> 0
    ON CONFLICT ON CONSTRAINT page_consumption_key DO NOTHING`);
}
