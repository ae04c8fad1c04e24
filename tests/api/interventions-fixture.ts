// Fixture of the interventions tests: a catalogue control type of the demo regulation and
// controls inserted on demo elements (the controls area's generation is not needed here).
import type pg from 'pg';

export interface Place { company: number; factory: number; element: number }

/** An element of `factory` that nothing else makes non-compliant (no expiry, no manual flag). */
export async function cleanElement(pool: pg.Pool, factory: number, skip: number[] = []): Promise<Place> {
  // Demo elements carry their catalogue controls: the test's element is cleared of them (and of
  // any intervention's), so what it checks comes from its own controls only.
  const { rows } = await pool.query(`SELECT id, company_id FROM elements
    WHERE factory_id = $1 AND expiry_date IS NULL AND conformity IS DISTINCT FROM 'non_compliant' AND NOT (id = ANY($2::int[]))
      AND NOT EXISTS (SELECT 1 FROM controls k WHERE k.element_id = elements.id AND k.intervention_id IS NOT NULL)
    ORDER BY id LIMIT 1`, [factory, skip]);
  await pool.query('DELETE FROM controls WHERE element_id = $1', [rows[0].id]);
  await pool.query('UPDATE elements SET non_compliant = false WHERE id = $1', [rows[0].id]);
  return { company: rows[0].company_id, factory, element: rows[0].id };
}

/** A late open control (blocking conformity) on the element, its conformity stored. */
export async function lateControl(pool: pg.Pool, element: number, frequency: number, nextDate = '2020-01-15'): Promise<number> {
  const { rows: [type] } = await pool.query(`INSERT INTO control_types (regulation_id, name, frequency_months, reference)
    SELECT regulation_id, 'Vérification test ' || $2::text, $2::int, 'Test' FROM elements WHERE id = $1 RETURNING id`, [element, frequency]);
  const { rows: [k] } = await pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id,
      designation, frequency_months, next_date)
    SELECT company_id, factory_id, building_id, regulation_id, id, $2, 'Vérification test ' || $3::text, $3::int, $4::date
    FROM elements WHERE id = $1 RETURNING id`, [element, type.id, frequency, nextDate]);
  await pool.query(`UPDATE elements SET non_compliant = true WHERE id = $1`, [element]);
  return k.id;
}

export const controlRow = async (pool: pg.Pool, id: number) =>
  (await pool.query(`SELECT status::text, completed_date::text, next_date::text, intervention_id FROM controls WHERE id = $1`, [id])).rows[0];

/** The open occurrences of the element's control of type `like` (after a finish: the next one). */
export const openControls = async (pool: pg.Pool, element: number) =>
  (await pool.query(`SELECT id, next_date::text, status::text FROM controls WHERE element_id = $1 AND status IN ('to_do', 'to_do_planned') ORDER BY id`,
    [element])).rows as { id: number; next_date: string; status: string }[];

export const nonCompliant = async (pool: pg.Pool, element: number) =>
  (await pool.query(`SELECT non_compliant FROM elements WHERE id = $1`, [element])).rows[0].non_compliant as boolean;

/** Last day of February of `year`, computed apart from date-fns and PostgreSQL (the oracle). */
export const lastOfFebruary = (year: number) => `${year}-02-${String(new Date(Date.UTC(year, 2, 0)).getUTCDate())}`;
