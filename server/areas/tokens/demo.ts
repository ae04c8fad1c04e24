// One demo token per company, made by its first administrator, on its first site and every
// regulation. Its key is random and never shown: a demo of the list, not a way in.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export async function seedTokens(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ company: number; creator: number; site: number }>(`
    SELECT c.id AS company,
      (SELECT u.id FROM users u JOIN user_companies uc ON uc.user_id = u.id
        WHERE uc.company_id = c.id AND u.role = 'admin' ORDER BY u.id LIMIT 1) AS creator,
      (SELECT f.id FROM factories f WHERE f.company_id = c.id ORDER BY f.name, f.id LIMIT 1) AS site
    FROM companies c ORDER BY c.id`);
  for (const r of rows) {
    if (!r.creator || !r.site) continue;
    const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
    const { rows: [{ id }] } = await client.query<{ id: number }>(`INSERT INTO api_tokens (company_id, creator_id, name, key_prefix, key_hash)
      VALUES ($1, $2, 'Intégration GMAO', $3, $4) RETURNING id`, [r.company, r.creator, randomBytes(6).toString('hex'), hash]);
    await client.query('INSERT INTO token_factories (token_id, factory_id) VALUES ($1, $2)', [id, r.site]);
    await client.query('INSERT INTO token_regulations (token_id, regulation_id) SELECT $1, id FROM regulations', [id]);
  }
}
