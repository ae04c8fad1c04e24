// Demo voluntary control types of the companies on plan pro or above, authored by their first
// administrator, with their controls: a yearly infrared thermography of the electrical boards
// (what insurers ask, APSAD D19; not binding, so never non-compliant) and a half-yearly release
// test of the fire doors on the company's first site (binding: late ones make their door
// non-compliant). Next dates are spread over the past months so some are late, some due soon.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { clientRunner, rows } from '../../crud/sql';
import { generateControls } from '../controls/generate';
import { refreshCompliance } from '../elements/compliance';


export async function seedVoluntaryControls(client: pg.PoolClient): Promise<void> {
  const tx = clientRunner(client);
  const made = await rows<{ id: number }>(tx, sql`
    WITH co AS (SELECT c.id, (SELECT u.id FROM users u JOIN user_companies uc ON uc.user_id = u.id
        WHERE uc.company_id = c.id AND u.is_administrator ORDER BY u.id LIMIT 1) AS author
      FROM companies c WHERE c.tier IN ('pro', 'corpo')),
    kinds (name, category, regulation, months, blocking) AS (VALUES
      ('Thermographie infrarouge des tableaux électriques', 'Maintenance préventive', 'Installations électriques', 12, false),
      ('Essai de fonctionnement des portes coupe-feu', 'Sécurité', 'Sécurité incendie', 6, true))
    INSERT INTO control_types (company_id, regulation_id, name, category, frequency_months, leads_to_non_compliance, author_id)
    SELECT co.id, r.id, k.name, k.category, k.months, k.blocking, co.author FROM co CROSS JOIN kinds k JOIN regulations r ON r.name = k.regulation
    RETURNING id`);
  const ids = sql`SELECT unnest(${sql.param(made.map((r) => r.id))}::int[])`;
  await tx.execute(sql`INSERT INTO control_type_element_types (type_id, element_type_id)
    SELECT ct.id, et.id FROM control_types ct JOIN element_types et ON et.regulation_id = ct.regulation_id
    WHERE ct.id IN (${ids}) AND et.name IN ('Tableau électrique', 'Transformateur', 'Porte coupe-feu')`);
  await tx.execute(sql`INSERT INTO control_type_factories (type_id, factory_id)
    SELECT ct.id, (SELECT f.id FROM factories f WHERE f.company_id = ct.company_id ORDER BY f.id LIMIT 1)
    FROM control_types ct WHERE ct.id IN (${ids}) AND ct.frequency_months = 6`);
  const touched = await generateControls(tx, {
    types: ids, from: sql`(e.created_at AT TIME ZONE 'Europe/Paris')::date - make_interval(months => abs(hashtext(e.id::text)) % 11)`,
  });
  if (touched.length) await refreshCompliance(tx, sql`SELECT unnest(${sql.param(touched)}::int[])`);
}
