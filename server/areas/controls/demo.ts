// Demo controls: the catalogue installed, every demo element's controls generated, then dates
// spread so that some are late, some due this month, most later, with two years of finished
// history before each open occurrence (completed dates one period apart, by the date rule).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { clientRunner } from '../../crud/sql';
import { refreshCompliance } from '../elements/compliance';
import { installCatalogue } from './catalogue';
import { generateControls } from './generate';


export async function seedControls(client: pg.PoolClient): Promise<void> {
  await installCatalogue(client);
  const tx = clientRunner(client);
  await generateControls(tx);
  // Open occurrences from 25 days late to 4 months ahead (deterministic by id).
  await tx.execute(sql`UPDATE controls SET next_date = CURRENT_DATE + ((id * 37) % 150 - 25)
    WHERE status = 'to_do'`);
  // History: the finished occurrences of the last two years, each completed one period before the next.
  await tx.execute(sql`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
      frequency_months, next_date, completed_date, status, controller_requirement, leads_to_non_compliance)
    SELECT k.company_id, k.factory_id, k.building_id, k.regulation_id, k.element_id, k.type_id, k.designation,
      k.frequency_months, d.due, d.due, 'finished', k.controller_requirement, k.leads_to_non_compliance
    FROM controls k
    CROSS JOIN LATERAL generate_series(1, 24) g
    CROSS JOIN LATERAL (SELECT (k.next_date - make_interval(months => k.frequency_months * g))::date AS due) d
    WHERE k.status = 'to_do' AND d.due >= CURRENT_DATE - interval '2 years'`);
  await refreshCompliance(tx, sql`SELECT id FROM elements`);
}
