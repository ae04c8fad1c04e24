// The controls of the bench company (tests/bench/seed-elements.ts), 2 to 3 per element, in the
// load's transaction: three bench types per element type (the company's own, so the bench does
// not depend on the regulatory catalogue): a 12-month blocking check (~14% late), a 6-month
// maintenance that does not lead to non-compliance (~14% late), and, on every other element, a
// 60-month blocking inspection; a third of the elements also keep a finished occurrence of the
// 12-month check a year earlier (the history). Then elements.non_compliant is set by the rule,
// so the stored conformity is true right after the seed (the bench checks it).
import type pg from 'pg';

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The business day of the rule (server/areas/elements/conformity.ts). */
const TODAY = `(now() AT TIME ZONE 'Europe/Paris')::date`;

type Timed = <T>(label: string, work: () => Promise<T>) => Promise<T>;

export async function seedBenchControls(client: pg.PoolClient, company: number, timed: Timed, indexTimes: string[]): Promise<void> {
  // Same as the elements: secondary indexes dropped, then one sorted build each.
  const { rows: indexes } = await client.query<{ name: string; def: string }>(`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = 'controls'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
  for (const ix of indexes) await client.query(`DROP INDEX ${client.escapeIdentifier(ix.name)}`);

  await timed('Bench control types', async () => {
    await client.query(`
      WITH t AS (
        INSERT INTO control_types (company_id, regulation_id, name, category, frequency_months, reference, leads_to_non_compliance)
        SELECT $1, et.regulation_id, s.name || ' – ' || et.name, 'bench', s.months, 'bench', s.blocking
        FROM element_types et CROSS JOIN (VALUES (1, 'Vérification périodique', 12, true), (2, 'Entretien', 6, false),
          (3, 'Inspection approfondie', 60, true)) s(slot, name, months, blocking)
        ORDER BY et.id, s.slot RETURNING id, name)
      INSERT INTO control_type_element_types (type_id, element_type_id)
      SELECT t.id, et.id FROM t JOIN element_types et ON t.name LIKE '% – ' || et.name`, [company]);
  });

  await timed('INSERT open controls', async () => {
    await client.query(`
      INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
        frequency_months, next_date, status, leads_to_non_compliance, created_at, updated_at)
      SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, ct.id, ct.name, ct.frequency_months,
        ${TODAY} + CASE ct.frequency_months WHEN 12 THEN (random() * 425)::int - 60
          WHEN 6 THEN (random() * 210)::int - 30 ELSE (random() * 1800)::int - 20 END,
        'to_do', ct.leads_to_non_compliance, e.created_at, e.created_at
      FROM elements e JOIN control_type_element_types cte ON cte.element_type_id = e.element_type_id
      JOIN control_types ct ON ct.id = cte.type_id AND ct.company_id = $1
      WHERE e.company_id = $1 AND (ct.frequency_months <> 60 OR e.id % 2 = 0)`, [company]);
  });
  await timed('INSERT finished history', async () => {
    // Completed a year before the open occurrence's date (the date rule: completion + 12 months).
    await client.query(`
      INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
        frequency_months, next_date, completed_date, status, leads_to_non_compliance, created_at, updated_at)
      SELECT k.company_id, k.factory_id, k.building_id, k.regulation_id, k.element_id, k.type_id, k.designation, 12,
        x.done + (random() * 20)::int, x.done, 'finished', k.leads_to_non_compliance, k.created_at, k.created_at
      FROM controls k CROSS JOIN LATERAL (SELECT (k.next_date - interval '12 months')::date AS done) x
      WHERE k.company_id = $1 AND k.frequency_months = 12 AND k.element_id % 3 = 0`, [company]);
  });
  await timed(`Recreate ${indexes.length} controls indexes`, async () => {
    for (const ix of indexes) {
      const started = performance.now();
      await client.query(ix.def);
      indexTimes.push(`${ix.name} ${sec(performance.now() - started)}`);
    }
  });
  await timed('Stored conformity (elements.non_compliant)', async () => {
    await client.query(`
      UPDATE elements e SET non_compliant = true WHERE e.company_id = $1 AND NOT e.non_compliant AND (e.conformity = 'non_compliant'
        OR e.expiry_date < ${TODAY} OR e.id IN (SELECT k.element_id FROM controls k WHERE k.company_id = $1
          AND k.status IN ('to_do', 'to_do_planned') AND k.leads_to_non_compliance AND k.next_date < ${TODAY}))`, [company]);
  });
}
