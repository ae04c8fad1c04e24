// Demo elements, groups and custom attributes, generated in SQL (one statement per company):
// every (building, element type) pair of a company's sites is used in turn. Dates are relative
// to the seeding day so some elements are always expired (non-compliant, to be discarded).
import type pg from 'pg';

/** Elements per company name; companies not listed get none. */
export const ELEMENT_COUNTS: Record<string, number> = { 'Démo Industrie': 300, 'Groupe Corpo': 60, 'Atelier Start': 20 };
/** The demo company's elements carry QR codes QR-000001, QR-000002... (every 10th). */
const QR_COMPANY = 'Démo Industrie';

const ELEMENTS_SQL = `
WITH combos AS (
  SELECT b.id AS building_id, f.id AS factory_id, f.company_id, t.regulation_id, t.id AS type_id, t.name AS type_name,
    row_number() OVER (ORDER BY f.id, b.id, t.id) - 1 AS k, count(*) OVER () AS n
  FROM buildings b JOIN factories f ON f.id = b.factory_id
  JOIN factory_regulations fr ON fr.factory_id = f.id JOIN element_types t ON t.regulation_id = fr.regulation_id
  WHERE f.company_id = $1)
INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation,
  identification_number, conformity, expiry_date, repere_1, repere_2, qr_code)
SELECT c.company_id, c.factory_id, c.building_id, c.regulation_id, c.type_id, c.type_name || ' ' || lpad(i::text, 3, '0'),
  'N-' || c.company_id || '-' || lpad(i::text, 4, '0'),
  (CASE WHEN i % 7 = 0 THEN 'non_compliant' ELSE 'compliant' END)::conformity,
  CASE WHEN i % 5 = 0 THEN CURRENT_DATE - (1 + i % 300) WHEN i % 3 = 0 THEN NULL ELSE CURRENT_DATE + (30 + i % 700) END,
  'Niveau ' || (i % 3), CASE WHEN i % 2 = 0 THEN 'Local ' || (i % 11) ELSE '' END,
  CASE WHEN $3 AND i % 10 = 0 THEN 'QR-' || lpad((i / 10)::text, 6, '0') END
FROM generate_series(1, $2::int) AS i JOIN combos c ON c.k = i % c.n`;

/** One group per (site, regulation) holding every 4th element of that pair. */
const GROUPS_SQL = `
WITH made AS (
  INSERT INTO element_groups (company_id, factory_id, regulation_id, name)
  SELECT f.company_id, f.id, r.id, 'Lot ' || r.name || ' – ' || f.name
  FROM factories f JOIN factory_regulations fr ON fr.factory_id = f.id JOIN regulations r ON r.id = fr.regulation_id
  RETURNING id, factory_id, regulation_id)
UPDATE elements e SET group_id = m.id FROM made m
WHERE e.factory_id = m.factory_id AND e.regulation_id = m.regulation_id AND e.id % 4 = 0`;

/** `value`: an SQL expression over the element `e` giving its demo value (jsonb). */
const ATTRIBUTES: { company: string; name: string; type: string; choices: string[]; types: string[]; value: string }[] = [
  { company: 'Démo Industrie', name: 'Marque', type: 'text', choices: [], types: ['Extincteur', 'Pont roulant', 'Chariot élévateur'],
    value: `to_jsonb((ARRAY['Sicli', 'Desautel', 'Verlinde', 'Fenwick'])[1 + e.id % 4])` },
  { company: 'Démo Industrie', name: 'Classe de feu', type: 'list', choices: ['A', 'B', 'C', 'D', 'F'], types: ['Extincteur'],
    value: `to_jsonb((ARRAY['A', 'B', 'C'])[1 + e.id % 3])` },
  { company: 'Démo Industrie', name: 'Capacité (kg)', type: 'number', choices: [], types: ['Palan', 'Pont roulant'],
    value: 'to_jsonb(500 * (1 + e.id % 10))' },
  { company: 'Groupe Corpo', name: 'Zone ATEX', type: 'boolean', choices: [], types: ['Tableau électrique'], value: 'to_jsonb(e.id % 2 = 0)' },
];

export async function seedElements(client: pg.PoolClient, companies: Map<string, number>): Promise<void> {
  for (const [name, count] of Object.entries(ELEMENT_COUNTS)) {
    const id = companies.get(name);
    if (id !== undefined) await client.query(ELEMENTS_SQL, [id, count, name === QR_COMPANY]);
  }
  await client.query(GROUPS_SQL);
  // The demo's non-compliant verdicts have their fact (a person's, on the element's creation day).
  await client.query(`INSERT INTO element_verdicts (company_id, element_id, verdict, source, day)
    SELECT company_id, id, 'non_compliant', 'user', created_at::date FROM elements WHERE conformity = 'non_compliant'`);
  for (const a of ATTRIBUTES) {
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO custom_attributes (company_id, name, type, choices) VALUES ($1, $2, $3, $4) RETURNING id',
      [companies.get(a.company), a.name, a.type, a.choices]);
    await client.query(`INSERT INTO custom_attribute_element_types (attribute_id, element_type_id)
      SELECT $1, id FROM element_types WHERE name = ANY($2)`, [rows[0].id, a.types]);
    await client.query(`INSERT INTO custom_attribute_factories (attribute_id, factory_id)
      SELECT $1, id FROM factories WHERE company_id = $2`, [rows[0].id, companies.get(a.company)]);
    // Two elements in three carry a value (the others show the attribute empty).
    await client.query(`UPDATE elements e SET custom_values = e.custom_values || jsonb_build_object($1::text, ${a.value})
      FROM element_types t WHERE t.id = e.element_type_id AND t.name = ANY($2) AND e.company_id = $3 AND e.id % 3 <> 0`,
    [String(rows[0].id), a.types, companies.get(a.company)]);
  }
}
