// Demo tokens per company, made by its first administrator, on every regulation: one on its first
// site, one on its last (when it has several). Keys are random and never shown: a demo of the
// list, not a way in.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export async function seedTokens(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ company: number; creator: number; sites: number[] }>(`
    SELECT c.id AS company,
      (SELECT u.id FROM users u JOIN user_companies uc ON uc.user_id = u.id
        WHERE uc.company_id = c.id AND u.role = 'admin' ORDER BY u.id LIMIT 1) AS creator,
      array(SELECT f.id FROM factories f WHERE f.company_id = c.id ORDER BY f.name, f.id) AS sites
    FROM companies c ORDER BY c.id`);
  for (const r of rows) {
    if (!r.creator || !r.sites.length) continue;
    const made: [string, number][] = [['Intégration GMAO', r.sites[0]]];
    if (r.sites.length > 1) made.push(['Export tableur', r.sites[r.sites.length - 1]]);
    for (const [name, site] of made) {
      const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
      const { rows: [{ id }] } = await client.query<{ id: number }>(`INSERT INTO api_tokens (company_id, creator_id, name, key_prefix, key_hash)
        VALUES ($1, $2, $3, $4, $5) RETURNING id`, [r.company, r.creator, name, randomBytes(6).toString('hex'), hash]);
      await client.query('INSERT INTO token_factories (token_id, factory_id) VALUES ($1, $2)', [id, site]);
      await client.query('INSERT INTO token_regulations (token_id, regulation_id) SELECT $1, id FROM regulations', [id]);
    }
  }
}
