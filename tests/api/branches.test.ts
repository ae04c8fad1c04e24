// Company branches (issue 29 §1): /branches/ (tier corpo, right `companybranch`), a tree of any
// depth with no cycle and no parent of another company, a site in at most one branch, and the
// `branch` filter (the branch and its descendants → their sites) on the lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, call, CORPO, login, startApp, SUPPORT, unique, type TestApp } from './helpers';
import { ALL_RIGHTS } from '../../server/auth/rights';
import { DASHBOARD_CYCLES } from '../../resources/dashboard-constants';
import { demoIds, signInAsNew, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let corpo: Api;
let corpoToken: string;
let ids: DemoIds;
let marseille: number;
const made: number[] = [];

beforeAll(async () => {
  t = await startApp();
  corpoToken = await login(t.app, CORPO);
  corpo = as(t.app, corpoToken);
  ids = await demoIds(t.pool);
  marseille = (await t.pool.query<{ id: number }>(`SELECT id FROM factories WHERE name = 'Site de Marseille'`)).rows[0].id;
});
afterAll(async () => {
  if (made.length) await t?.pool.query('DELETE FROM company_branches WHERE id = ANY($1)', [made]);
  await t?.close();
});

async function branch(body: Record<string, unknown>, api = corpo) {
  const r = await api.post('/api/v1/branches/', { name: unique('Branche'), ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  made.push(r.body.id);
  return r.body as { id: number; company: number; parent: number | null; factories: number[] };
}

describe('branches: the tree', () => {
  it('nests at any depth, in the caller company by default', async () => {
    const top = await branch({});
    expect(top).toMatchObject({ company: ids.corpo, parent: null, factories: [] });
    let parent = top.id;
    for (let depth = 0; depth < 6; depth += 1) parent = (await branch({ parent })).id;
    const r = await corpo.get(`/api/v1/branches/${parent}/`);
    expect(r.body.parent).toBe(made[made.length - 2]);
  });

  it('refuses a cycle at any depth and itself as parent, in both languages', async () => {
    const a = await branch({});
    const b = await branch({ parent: a.id });
    const c = await branch({ parent: b.id });
    const cycle = await corpo.patch(`/api/v1/branches/${a.id}/`, { parent: c.id });
    expect(cycle).toMatchObject({ status: 400, body: { parent: [`La branche ${c.id} est une sous-branche de celle-ci : elle ne peut pas en être le parent.`] } });
    expect((await corpo.patch(`/api/v1/branches/${a.id}/`, { parent: c.id }, 'en')).body)
      .toEqual({ parent: [`Branch ${c.id} is below this one: it cannot be its parent.`] });
    expect((await corpo.patch(`/api/v1/branches/${b.id}/`, { parent: b.id })).body)
      .toEqual({ parent: ['Une branche ne peut pas être son propre parent.'] });
    // Moving a subtree elsewhere is fine; the tree is unchanged by the refusals.
    expect((await corpo.patch(`/api/v1/branches/${c.id}/`, { parent: a.id })).status).toBe(200);
    expect((await corpo.get(`/api/v1/branches/${a.id}/`)).body.parent).toBeNull();
  });

  it("refuses another company's branch as parent (unseen: does not exist; seen: other company)", async () => {
    const { rows: [other] } = await t.pool.query<{ id: number }>(`INSERT INTO companies (name, tier) VALUES ($1, 'corpo') RETURNING id`, [unique('Autre corpo')]);
    try {
      const { rows: [foreign] } = await t.pool.query<{ id: number }>(`INSERT INTO company_branches (company_id, name) VALUES ($1, 'Ailleurs') RETURNING id`, [other.id]);
      expect((await corpo.post('/api/v1/branches/', { name: 'x', parent: foreign.id })).status).toBe(400);
      const support = as(t.app, await login(t.app, SUPPORT));
      const r = await support.post('/api/v1/branches/', { name: 'x', company: ids.corpo, parent: foreign.id });
      expect(r).toMatchObject({ status: 400, body: { parent: [`La branche ${foreign.id} appartient à une autre entreprise.`] } });
    } finally {
      await t.pool.query('DELETE FROM companies WHERE id = $1', [other.id]);
    }
  });

  it('is seen by a user of one site down to the branches holding it, by whole-company users entirely', async () => {
    const user = await signInAsNew(t, corpo, { company: ids.corpo, factories: [ids.lille], regulations: ids.regs });
    await t.pool.query('UPDATE users SET rights = $2 WHERE id = $1', [user.row.id, JSON.stringify(ALL_RIGHTS)]);
    const { rows } = await t.pool.query<{ id: number; holds: boolean }>(`SELECT br.id, EXISTS (SELECT 1 FROM branch_factories bf
      WHERE bf.factory_id = $2 AND bf.branch_id IN (WITH RECURSIVE d(id) AS (SELECT br.id UNION SELECT b.id FROM company_branches b
        JOIN d ON b.parent_id = d.id) SELECT id FROM d)) AS holds FROM company_branches br WHERE br.company_id = $1 ORDER BY br.id`, [ids.corpo, ids.lille]);
    const seen = (await user.api.get('/api/v1/branches/?page_size=100&ordering=id')).body.results.map((b: { id: number }) => b.id);
    expect(seen).toEqual(rows.filter((r) => r.holds).map((r) => r.id));
    expect(seen.length).toBeGreaterThan(0);
    expect(rows.some((r) => !r.holds)).toBe(true);
    const all = await corpo.get('/api/v1/branches/count/');
    expect(all.body.count).toBe(rows.length);
  });

  it('is tier corpo: a pro company gets 403', async () => {
    const demo = as(t.app, await login(t.app, ADMIN));
    expect((await demo.get('/api/v1/branches/')).status).toBe(403);
    expect((await demo.post('/api/v1/branches/', { name: 'x' })).status).toBe(403);
  });

  it('keeps a site in one branch: giving it to another takes it from the first', async () => {
    const a = await branch({ factories: [marseille] });
    const b = await branch({});
    expect((await corpo.patch(`/api/v1/branches/${b.id}/`, { factories: [marseille] })).body.factories).toEqual([marseille]);
    expect((await corpo.get(`/api/v1/branches/${a.id}/`)).body.factories).toEqual([]);
    expect((await corpo.post('/api/v1/branches/', { name: 'x', factories: [ids.lyon] })).status).toBe(400);
  });

  it('deleting a branch moves its sites and sub-branches up one level, said with their counts first', async () => {
    const top = await branch({});
    const mid = await branch({ parent: top.id, factories: [marseille] });
    const leaf1 = await branch({ parent: mid.id, factories: [ids.lille] });
    const leaf2 = await branch({ parent: mid.id });
    const asked = await corpo.del(`/api/v1/branches/${mid.id}/`, { confirm: false });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe("1 branche(s) seront supprimées ; les 1 site(s) et 2 sous-branche(s) qu'elles contiennent remontent d'un niveau (dans la branche parente, ou hors de toute branche au premier niveau). Tapez CONFIRMER pour continuer.");
    expect(asked.body.confirm_request).toEqual({ url: `/api/v1/branches/${mid.id}/`, method: 'DELETE', data: { confirm: true } });
    const en = await call(t.app, 'DELETE', `/api/v1/branches/${mid.id}/`, { token: corpoToken, lang: 'en', body: { confirm: false } });
    expect(en.body.message).toMatch(/^1 branch\(es\) will be deleted; the 1 site\(s\) and 2 sub-branch\(es\) they hold move up one level/);
    expect((await corpo.get(`/api/v1/branches/${mid.id}/`)).status).toBe(200);
    expect((await corpo.del(`/api/v1/branches/${mid.id}/`, { confirm: true })).status).toBe(204);
    expect((await corpo.get(`/api/v1/branches/${mid.id}/`)).status).toBe(404);
    expect((await corpo.get(`/api/v1/branches/${leaf1.id}/`)).body).toMatchObject({ parent: top.id, factories: [ids.lille] });
    expect((await corpo.get(`/api/v1/branches/${leaf2.id}/`)).body.parent).toBe(top.id);
    // Its site went to the parent branch: the top branch's filter still lists it.
    expect((await corpo.get(`/api/v1/branches/${top.id}/`)).body.factories).toEqual([marseille]);
    // A top branch: its children become top branches, its sites leave every branch.
    expect((await corpo.del(`/api/v1/branches/${top.id}/`, { confirm: true })).status).toBe(204);
    expect((await corpo.get(`/api/v1/branches/${leaf1.id}/`)).body.parent).toBeNull();
    const { rows } = await t.pool.query('SELECT branch_id FROM branch_factories WHERE factory_id = $1', [marseille]);
    expect(rows).toEqual([]);
  });

  it('a bulk delete of several levels moves what stays to the first ancestor kept', async () => {
    const keep = await branch({});
    const a = await branch({ parent: keep.id, factories: [marseille] });
    const b = await branch({ parent: a.id, factories: [ids.lille] });
    const c = await branch({ parent: b.id });
    const asked = await corpo.post('/api/v1/branches/bulk/', { action: 'delete', ids: [a.id, b.id] });
    expect(asked.body.message).toMatch(/^2 branche\(s\) seront supprimées ; les 2 site\(s\) et 1 sous-branche\(s\)/);
    expect((await corpo.post('/api/v1/branches/bulk/', { action: 'delete', ids: [a.id, b.id], confirm: true })).status).toBe(200);
    expect((await corpo.get(`/api/v1/branches/${c.id}/`)).body.parent).toBe(keep.id);
    expect((await corpo.get(`/api/v1/branches/${keep.id}/`)).body.factories.sort()).toEqual([marseille, ids.lille].sort());
  });
});

describe('branches: the branch filter', () => {
  const idsOf = (r: { body: { results: { id: number }[] } }) => r.body.results.map((x) => x.id).sort((x, y) => x - y);

  it('lists the rows of the branch and its descendants, the union of their sites', async () => {
    const top = await branch({});
    await branch({ parent: (await branch({ parent: top.id })).id, factories: [marseille] });
    await branch({ parent: top.id, factories: [ids.lille] });
    for (const list of ['elements', 'controls', 'factories', 'documents', 'tasks', 'obligations', 'control-interventions']) {
      const param = list === 'factories' ? 'id' : list === 'documents' ? 'factories' : 'factory';
      const sites = `${param}=${ids.lille},${marseille}`;
      const bySites = await corpo.get(`/api/v1/${list}/?page_size=100&${sites}`);
      const byBranch = await corpo.get(`/api/v1/${list}/?page_size=100&branch=${top.id}`);
      expect(bySites.status, JSON.stringify(bySites.body)).toBe(200);
      expect(byBranch.status, JSON.stringify(byBranch.body)).toBe(200);
      expect(idsOf(byBranch)).toEqual(idsOf(bySites));
      if (['elements', 'controls', 'factories'].includes(list)) expect(idsOf(byBranch).length).toBeGreaterThan(0);
      const count = await corpo.get(`/api/v1/${list}/count/?branch=${top.id}`);
      expect(count.body.count).toBe((await corpo.get(`/api/v1/${list}/count/?${sites}`)).body.count);
    }
    // The dashboards and the score over the branch: the greeting's count is the branch's elements.
    const main = await corpo.get(`/api/v1/dashboard/main/?branch=${top.id}`);
    expect(main.body.element_count).toBe((await corpo.get(`/api/v1/elements/count/?factory=${ids.lille},${marseille}`)).body.count);
    expect((await corpo.get(`/api/v1/dashboard/score/?branch=${top.id}`)).status).toBe(200);
    expect((await corpo.get('/api/v1/dashboard/main/?branch=x')).status).toBe(400);
    // Consumption per entity: each site's branch, and only the branch's sites.
    const usage = await corpo.get(`/api/v1/consumption/?branch=${top.id}`);
    expect(usage.status).toBe(200);
    const sited = usage.body.rows.filter((r: { factory: number | null }) => r.factory !== null);
    expect(sited.length).toBeGreaterThan(0);
    for (const r of sited) {
      expect([ids.lille, marseille]).toContain(r.factory);
      expect(r.entity_name).toEqual(expect.any(String));
    }
    const leaf = await branch({ parent: top.id });
    expect((await corpo.get(`/api/v1/dashboard/main/?branch=${leaf.id}`)).body.element_count).toBe(0);
    expect((await corpo.get(`/api/v1/elements/?branch=${leaf.id}`)).body.results).toEqual([]);
    expect((await corpo.get('/api/v1/elements/?branch=abc')).status).toBe(400);
  });

  it("each dashboard number over a branch is the count of the list it opens with that branch", async () => {
    const top = await branch({});
    await branch({ parent: top.id, factories: [marseille] });
    // A report of the company on no site: in no branch, so neither listed nor counted over one.
    const { rows: [report] } = await t.pool.query<{ id: number }>(`INSERT INTO express_reports (company_id, status, file_name, blob_key, size)
      VALUES ($1, 'to_check', 'sans-site.pdf', 'none', 1) RETURNING id`, [ids.corpo]);
    let shown = 0;
    for (const cycle of DASHBOARD_CYCLES) {
      const r = await corpo.get(`/api/v1/dashboard/main/control_cycle_${cycle}/?branch=${top.id}`);
      expect(r.status, cycle).toBe(200);
      const items = Object.values(r.body.sections as Record<string, { key: string; count: number; resource: string; filter: Record<string, string> }[]>).flat();
      for (const item of items) {
        // The express reports' list takes one status at a time: its "being analysed" tab is two.
        let listed = 0;
        for (const status of (item.filter.status ?? '').split(',')) {
          const r = await corpo.get(`/api/v1/${item.resource}/count/?${new URLSearchParams({ ...item.filter, ...(status ? { status } : {}), branch: String(top.id) })}`);
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          listed += r.body.count as number;
        }
        expect([item.key, listed]).toEqual([item.key, item.count]);
        shown += item.count;
      }
    }
    expect(shown).toBeGreaterThan(0);
    await t.pool.query('DELETE FROM express_reports WHERE id = $1', [report.id]);
  });
});
