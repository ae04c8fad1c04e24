import type pg from 'pg';

export async function seedWidgets(client: pg.PoolClient): Promise<void> {
  await client.query(`INSERT INTO widgets (company_id, name) SELECT id, 'Widget de démonstration' FROM companies`);
}
