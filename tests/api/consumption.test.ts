// Consumption: the demo's 24 months of history and the live current month equal hand-written SQL;
// the snapshot job stores a month as the live count gives it; filters, scope, the right, the
// export; the engagement's limits and usage.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../server/areas/consumption/plans';
import { currentMonth } from '../../server/areas/consumption/query';
import { snapshotMonth } from '../../server/areas/consumption/snapshot';
import { createDb } from '../../server/db/pool';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';
import { demoIds, signInAsNew, type DemoIds } from './users-helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let ids: DemoIds;

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  ids = await demoIds(t.pool);
});
afterAll(async () => t.close());

type Row = { month: string; factory: number | null; element_type: number | null; regulation: number | null; active_elements: number; pages: number };
const sum = (rows: Row[], key: 'active_elements' | 'pages', month: string) => rows.filter((r) => r.month === month).reduce((a, r) => a + r[key], 0);
const monthsBack = (n: number) => {
  const [y, m] = currentMonth().split('-').map(Number);
  const i = y * 12 + m - 1 - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

describe('GET /consumption/', () => {
  it('the twelve months to this one by default; stored months and the live current one match the SQL', async () => {
    const r = await admin.get('/api/v1/consumption/');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const rows = r.body.rows as Row[];
    expect(new Set(rows.map((x) => x.month)).size).toBe(12);
    const live = await t.pool.query('SELECT count(*)::int AS n FROM elements WHERE company_id = $1', [ids.demo]);
    expect(sum(rows, 'active_elements', currentMonth())).toBe(live.rows[0].n);
    const past = monthsBack(3);
    const stored = await t.pool.query(`SELECT coalesce(sum(active_elements), 0)::int AS n FROM element_consumption WHERE company_id = $1 AND month = $2`, [ids.demo, `${past}-01`]);
    expect(sum(rows, 'active_elements', past)).toBe(stored.rows[0].n);
    expect(stored.rows[0].n).toBeGreaterThan(0);
    const pages = await t.pool.query(`SELECT coalesce(sum(pages), 0)::int AS n FROM page_consumption WHERE company_id = $1 AND month = $2`, [ids.demo, `${past}-01`]);
    expect(sum(rows, 'pages', past)).toBe(pages.rows[0].n);
  });

  it('24 months of demo history', async () => {
    const r = await admin.get(`/api/v1/consumption/?month_gte=${monthsBack(24)}&month_lte=${monthsBack(1)}`);
    expect(r.status).toBe(200);
    const months = new Set((r.body.rows as Row[]).map((x) => x.month));
    expect(months.size).toBe(24);
  });

  it('filters by site, regulation and element type; scope; bad input is a 400', async () => {
    // Past months only: other test files add elements to the current month meanwhile.
    const now = new Date();
    const past = `month_lte=${new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)}`;
    const bySite = (await admin.get(`/api/v1/consumption/?factory=${ids.lyon}&${past}`)).body.rows as Row[];
    expect(bySite.length).toBeGreaterThan(0);
    expect(bySite.every((x) => x.factory === ids.lyon)).toBe(true);
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    const mine = (await lecteur.get(`/api/v1/consumption/?${past}`)).body.rows as Row[];
    expect(mine).toEqual(bySite);
    expect((await lecteur.get(`/api/v1/consumption/?factory=${ids.nantes}`)).status).toBe(400);
    const type = bySite.find((x) => x.element_type !== null)!.element_type!;
    const byType = (await admin.get(`/api/v1/consumption/?element_type=${type}`)).body.rows as Row[];
    expect(byType.every((x) => x.element_type === type && x.pages === 0)).toBe(true);
    const reg = bySite[0].regulation!;
    expect(((await admin.get(`/api/v1/consumption/?regulation=${reg}`)).body.rows as Row[]).every((x) => x.regulation === reg)).toBe(true);
    for (const q of ['month_gte=2026-13', 'month_lte=abc', 'month_gte=2020-01&month_lte=2026-01', 'month_gte=2026-05&month_lte=2026-01', 'factory=x']) {
      expect((await admin.get(`/api/v1/consumption/?${q}`)).status, q).toBe(400);
    }
  });

  it('the snapshot job stores a month as the live count', async () => {
    const month = '2000-01-01';
    const db = createDb(t.pool);
    await snapshotMonth(db, month);
    const stored = await db.execute(sql`SELECT coalesce(sum(active_elements), 0)::int AS n FROM element_consumption WHERE month = ${month}`);
    const live = await db.execute(sql`SELECT count(*)::int AS n FROM elements`);
    expect(stored.rows[0]).toEqual(live.rows[0]);
    await snapshotMonth(db, month); // a retry rewrites, never doubles
    expect((await db.execute(sql`SELECT coalesce(sum(active_elements), 0)::int AS n FROM element_consumption WHERE month = ${month}`)).rows[0]).toEqual(live.rows[0]);
    await t.pool.query(`DELETE FROM element_consumption WHERE month = $1`, [month]);
  });

  it('exports CSV and XLSX', async () => {
    const csv = await admin.get(`/api/v1/consumption/export/?format=csv&factory=${ids.lyon}`);
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Éléments actifs');
    const xlsx = await admin.get('/api/v1/consumption/export/?format=xlsx');
    expect(xlsx.res.headers['content-type']).toContain('spreadsheetml');
  });

  it('requires the pageconsumption right', async () => {
    const { api } = await signInAsNew(t, admin, { factories: [ids.lyon], regulations: ids.regs, rights: { activity: ['view'] } });
    expect((await api.get('/api/v1/consumption/')).status).toBe(403);
    expect((await api.get('/api/v1/contract/engagement/')).status).toBe(403);
    expect((await api.get('/api/v1/activity/')).status).toBe(200);
  });
});

describe('GET /contract/engagement/', () => {
  it("the company's tier, its limits and its usage", async () => {
    const r = await admin.get('/api/v1/contract/engagement/');
    expect(r.status).toBe(200);
    const tier = (await t.pool.query('SELECT tier FROM companies WHERE id = $1', [ids.demo])).rows[0].tier;
    expect(r.body.tier).toBe(tier);
    const elements = r.body.limits.find((l: { key: string }) => l.key === 'elements');
    const n = (await t.pool.query('SELECT count(*)::int AS n FROM elements WHERE company_id = $1', [ids.demo])).rows[0].n;
    expect(elements).toEqual({ key: 'elements', limit: PLAN_LIMITS[tier as 'pro'].elements, used: n });
    const corpo = as(t.app, await login(t.app, CORPO));
    const c = await corpo.get('/api/v1/contract/engagement/');
    expect(c.body.tier).toBe('corpo');
    expect(c.body.limits.find((l: { key: string }) => l.key === 'sites').limit).toBeNull();
  });
});
