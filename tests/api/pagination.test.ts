// Keyset pagination: every page walked forward then backward, under every ordering, with ties
// (same names, same created_at, same building counts): no duplicate, no gap, count = walked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let api: ReturnType<typeof as>;
let ids: number[] = [];
const TAG = `Pagé${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await startApp();
  api = as(t.app, await login(t.app, ADMIN));
  // 23 sites in ONE statement (so they share created_at), names with duplicates and accents.
  const names = Array.from({ length: 23 }, (_, i) => `${TAG} ${['Alpha', 'Été', 'Beta', 'Alpha', 'Zeta'][i % 5]}`);
  const { rows } = await t.pool.query<{ id: number }>(`
    WITH c AS (SELECT id FROM companies WHERE name = 'Démo Industrie'),
         f AS (INSERT INTO factories (name, company_id) SELECT n, c.id FROM unnest($1::text[]) n, c RETURNING id, name)
    SELECT id FROM f ORDER BY id`, [names]);
  ids = rows.map((r) => r.id);
  await t.pool.query(`INSERT INTO user_factories (user_id, factory_id)
    SELECT u.id, x FROM users u, unnest($1::int[]) x WHERE u.email = $2`, [ids, ADMIN]);
  // Building counts 0..3 (many ties), plus each site's ghost building.
  await t.pool.query(`INSERT INTO buildings (name, factory_id, is_ghost) SELECT 'ghost', x, true FROM unnest($1::int[]) x`, [ids]);
  await t.pool.query(`INSERT INTO buildings (name, factory_id) SELECT 'b' || g, x FROM unnest($1::int[]) x, generate_series(1, 3) g
    WHERE g <= x % 4`, [ids]);
  // A few later ones (distinct created_at) through the API.
  for (const name of ['Alpha', 'Omega']) {
    const r = await api.post('/api/v1/factories/', { name: `${TAG} ${name}`, company: 1 });
    expect(r.status).toBe(201);
    ids.push(r.body.id);
  }
});
afterAll(async () => {
  await t.pool.query('DELETE FROM factories WHERE id = ANY($1::int[])', [ids]);
  await t.close();
});

const EXPR: Record<string, string> = {
  name: 'f.name', id: 'f.id', created_at: 'f.created_at',
  building_count: '(SELECT count(*) FROM buildings b WHERE b.factory_id = f.id AND NOT b.is_ghost)',
};

async function expectedOrder(ordering: string): Promise<number[]> {
  const desc = ordering.startsWith('-');
  const dir = desc ? 'DESC' : 'ASC';
  const { rows } = await t.pool.query<{ id: number }>(
    `SELECT f.id FROM factories f WHERE f.id = ANY($1::int[]) ORDER BY ${EXPR[ordering.replace('-', '')]} ${dir}, f.id ${dir}`, [ids]);
  return rows.map((r) => r.id);
}

async function walk(query: string, resource = 'factories') {
  const pages: number[][] = [];
  let url: string | null = `/api/v1/${resource}/?${query}`;
  let last: { previous: string | null } | null = null;
  while (url) {
    const r = await api.get(url);
    expect(r.status, url).toBe(200);
    if (!pages.length) expect(r.body.previous).toBeNull();
    pages.push(r.body.results.map((x: { id: number }) => x.id));
    last = r.body;
    url = r.body.next;
  }
  const back: number[][] = [];
  url = last!.previous;
  while (url) {
    const r = await api.get(url);
    back.unshift(r.body.results.map((x: { id: number }) => x.id));
    url = r.body.previous;
  }
  return { pages, back };
}

describe('keyset pagination', () => {
  for (const ordering of ['name', '-name', 'id', '-id', 'created_at', '-created_at', 'building_count', '-building_count']) {
    it(`walks every page both ways, ordering=${ordering}`, async () => {
      for (const size of [4, 7]) {
        const { pages, back } = await walk(`search=${encodeURIComponent(TAG)}&ordering=${ordering}&page_size=${size}`);
        const walked = pages.flat();
        expect(new Set(walked).size).toBe(walked.length);
        expect(walked).toEqual(await expectedOrder(ordering));
        expect(pages.slice(0, -1).every((p) => p.length === size)).toBe(true);
        expect(back).toEqual(pages.slice(0, -1));
        const count = await api.get(`/api/v1/factories/count/?search=${encodeURIComponent(TAG)}&ordering=${ordering}`);
        expect(count.body.count).toBe(walked.length);
      }
    });
  }

  it('keeps every other parameter in next/previous links', async () => {
    const r = await api.get(`/api/v1/factories/?search=${encodeURIComponent(TAG)}&ordering=-name&page_size=3&company=1`);
    const next = new URL(r.body.next, 'http://x');
    expect(next.pathname).toBe('/api/v1/factories/');
    expect(next.searchParams.get('search')).toBe(TAG);
    expect(next.searchParams.get('ordering')).toBe('-name');
    expect(next.searchParams.get('page_size')).toBe('3');
    expect(next.searchParams.get('company')).toBe('1');
    expect(next.searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    const page2 = await api.get(r.body.next);
    const prev = await api.get(page2.body.previous);
    expect(prev.body.results).toEqual(r.body.results);
  });

  it('defaults to 25 per page and the default ordering', async () => {
    const r = await api.get(`/api/v1/factories/?search=${encodeURIComponent(TAG)}`);
    expect(r.body.results).toHaveLength(25);
    expect(r.body.next).toBeNull();
    expect(r.body.results.map((x: { id: number }) => x.id)).toEqual(await expectedOrder('name'));
  });

  it('id=1,2,3 returns those rows (getMany)', async () => {
    const some = ids.slice(0, 3);
    const r = await api.get(`/api/v1/factories/?id=${some.join(',')}&ordering=id`);
    expect(r.body.results.map((x: { id: number }) => x.id)).toEqual(some);
  });
});

describe('keyset pagination of buildings (ordering through a join)', () => {
  let buildings: number[] = [];
  beforeAll(async () => {
    const { rows } = await t.pool.query<{ id: number }>(`
      INSERT INTO buildings (name, factory_id)
      SELECT $1 || ' ' || (ARRAY['Hall', 'Dock', 'Hall'])[1 + g % 3], f
      FROM generate_series(1, 6) g, unnest($2::int[]) f RETURNING id`, [TAG, ids.slice(0, 3)]);
    buildings = rows.map((r) => r.id);
  });

  const BEXPR: Record<string, string> = { name: 'b.name', factory: 'f.name', id: 'b.id', created_at: 'b.created_at' };
  for (const ordering of ['name', '-name', 'factory', '-factory', 'created_at', '-id']) {
    it(`walks every page both ways, ordering=${ordering}`, async () => {
      const dir = ordering.startsWith('-') ? 'DESC' : 'ASC';
      const { rows } = await t.pool.query<{ id: number }>(`SELECT b.id FROM buildings b JOIN factories f ON f.id = b.factory_id
        WHERE b.id = ANY($1::int[]) ORDER BY ${BEXPR[ordering.replace('-', '')]} ${dir}, b.id ${dir}`, [buildings]);
      const { pages, back } = await walk(`search=${encodeURIComponent(TAG)}&tab=real&ordering=${ordering}&page_size=5`, 'buildings');
      expect(pages.flat()).toEqual(rows.map((r) => r.id));
      expect(back).toEqual(pages.slice(0, -1));
    });
  }
});
