// Demo branches of the corpo company: a region above two of its sites' branches, so the tree and
// the branch filter have something to show.
import type pg from 'pg';

export async function seedBranches(client: pg.PoolClient): Promise<void> {
  const { rows: companies } = await client.query<{ id: number }>(`SELECT id FROM companies WHERE tier = 'corpo' ORDER BY id`);
  for (const { id } of companies) {
    const { rows: [top] } = await client.query<{ id: number }>(
      `INSERT INTO company_branches (company_id, name) VALUES ($1, 'France') RETURNING id`, [id]);
    const { rows: sites } = await client.query<{ id: number; name: string }>(
      'SELECT id, name FROM factories WHERE company_id = $1 ORDER BY name, id LIMIT 2', [id]);
    for (const [i, site] of sites.entries()) {
      const { rows: [b] } = await client.query<{ id: number }>(
        'INSERT INTO company_branches (company_id, name, parent_id) VALUES ($1, $2, $3) RETURNING id', [id, i === 0 ? 'Nord' : 'Sud', top.id]);
      await client.query('INSERT INTO branch_factories (branch_id, factory_id) VALUES ($1, $2)', [b.id, site.id]);
    }
  }
}
