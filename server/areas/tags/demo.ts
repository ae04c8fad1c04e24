// Demo folders in every company: one for the whole company, one tied to its first site.
import type pg from 'pg';

export async function seedTags(client: pg.PoolClient): Promise<void> {
  await client.query(`INSERT INTO tags (company_id, name) SELECT id, 'Rapports de vérification' FROM companies`);
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO tags (company_id, name) SELECT id, 'Registres de sécurité' FROM companies RETURNING id`);
  await client.query(`INSERT INTO tag_factories (tag_id, factory_id)
    SELECT tg.id, f.id FROM tags tg
    JOIN LATERAL (SELECT id FROM factories WHERE company_id = tg.company_id ORDER BY name LIMIT 1) f ON TRUE
    WHERE tg.id = ANY($1::int[])`, [rows.map((r) => r.id)]);
}
