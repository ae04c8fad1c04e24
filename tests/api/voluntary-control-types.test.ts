// Voluntary control types (plan pro): tier refusal, generation of their controls (inline, and as
// a job with progress past the threshold: 3 elements here), scope and frequency changes, the
// delete confirmation with its count and the history kept, the catalogue and other companies
// out of reach.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runGeneration } from '../../server/areas/voluntary-controls/job';
import { nextDate } from '../../server/areas/controls/date-rule';
import { createDb } from '../../server/db/pool';
import { ADMIN, as, CORPO, login, startApp, unique, type TestApp } from './helpers';
import { elementBody, elementWorld, type ElementWorld } from './elements-fixture';

let t: TestApp;
let admin: ReturnType<typeof as>;
let w: ElementWorld;
let adminId: number;
const URL = '/api/v1/voluntary-control-types/';
beforeAll(async () => {
  t = await startApp({ BULK_JOB_THRESHOLD: '3', BULK_BATCH_SIZE: '1' });
  admin = as(t.app, await login(t.app, ADMIN));
  adminId = (await t.pool.query("SELECT id FROM users WHERE email = $1", [ADMIN])).rows[0].id;
});
afterAll(async () => { await t.close(); });
// Fresh sites per test: the elements a type matches are only the test's own.
beforeEach(async () => { w = await elementWorld(t, admin); });

const make = async (n: number, extra: Record<string, unknown> = {}) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await admin.post('/api/v1/elements/', elementBody(w, extra))).body.id);
  return ids;
};
const body = (extra: Record<string, unknown> = {}) => ({
  name: unique('Contrôle thermographique'), company: 1, regulation: w.fire, element_types: [w.extinguisher],
  factories: [w.siteA], frequency_months: 6, ...extra,
});
const controlsOf = async (type: number) => (await t.pool.query(
  `SELECT element_id, status, next_date::text AS next_date, frequency_months, designation, leads_to_non_compliance
   FROM controls WHERE type_id = $1 ORDER BY element_id`, [type])).rows;
const createdDay = async (element: number) => (await t.pool.query(
  `SELECT (created_at AT TIME ZONE 'Europe/Paris')::date::text AS d FROM elements WHERE id = $1`, [element])).rows[0].d as string;
const nonCompliant = async (element: number) =>
  (await t.pool.query('SELECT non_compliant FROM elements WHERE id = $1', [element])).rows[0].non_compliant as boolean;

async function waitJob(id: string) {
  for (let i = 0; i < 200; i++) {
    const r = await admin.get(`/api/v1/jobs/${id}/`);
    if (r.body.status === 'done' || r.body.status === 'failed') return r.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('job did not finish');
}

describe('voluntary control types', () => {
  it('is a plan pro area: a start company gets the tier refusal', async () => {
    const start = as(t.app, await login(t.app, 'admin@start.fr'));
    const r = await start.get(URL);
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).toContain('pro');
    expect((await start.post(URL, body())).status).toBe(403);
  });

  it('creates its controls inline on the matching elements only, author the caller', async () => {
    const [e1, e2] = await make(2);
    const [crane] = await make(1, { regulation: w.lifting, element_type: w.crane });
    const [onB] = await make(1, { factory: w.siteB, building: w.ghostB });
    const c = await admin.post(URL, body());
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ author: adminId, open_controls: 2, factories: [w.siteA], element_types: [w.extinguisher] });
    expect(c.body.job).toBeUndefined();
    const made = await controlsOf(c.body.id);
    expect(made.map((k) => k.element_id)).toEqual([e1, e2]);
    expect(made[0]).toMatchObject({ status: 'to_do', frequency_months: 6, designation: c.body.name, next_date: nextDate(await createdDay(e1), 6) });
    expect(made.map((k) => k.element_id)).not.toContain(crane);
    expect(made.map((k) => k.element_id)).not.toContain(onB);
  });

  it('refuses element types of another regulation, a bad frequency and a site of another company (per field)', async () => {
    const bad = await admin.post(URL, body({ element_types: [w.crane] }));
    expect(bad.status).toBe(400);
    expect(bad.body.element_types).toBeDefined();
    for (const f of [0, 241, 1.5]) expect((await admin.post(URL, body({ frequency_months: f }))).body.frequency_months).toBeDefined();
    const lille = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Site de Lille'`)).rows[0].id;
    const out = await admin.post(URL, body({ factories: [lille] }));
    expect(out.status).toBe(400);
    expect(out.body.factories).toBeDefined();
    const en = await admin.post(URL, body({ element_types: [w.crane] }), 'en');
    expect(en.body.element_types[0]).toContain('does not belong');
  });

  it('a scope change adds the missing open occurrences and closes those that no longer apply; history stays', async () => {
    const [a] = await make(1);
    const [b] = await make(1, { factory: w.siteB, building: w.ghostB });
    const c = (await admin.post(URL, body())).body;
    const aControls = (await controlsOf(c.id)).filter((k) => k.element_id === a);
    expect(aControls).toHaveLength(1);
    // A finished occurrence on A: history, never closed by a scope change.
    await t.pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
      frequency_months, next_date, completed_date, status) SELECT company_id, factory_id, building_id, regulation_id, id, $2, 'old', 6,
      '2025-01-01', '2025-01-01', 'finished' FROM elements WHERE id = $1`, [a, c.id]);
    const both = await admin.patch(`${URL}${c.id}/`, { factories: [w.siteA, w.siteB] });
    expect(both.status).toBe(200);
    expect((await controlsOf(c.id)).filter((k) => k.status === 'to_do').map((k) => k.element_id)).toContain(b);
    const onlyB = await admin.patch(`${URL}${c.id}/`, { factories: [w.siteB] });
    const left = await controlsOf(c.id);
    expect(left.filter((k) => k.element_id === a).map((k) => k.status)).toEqual(['finished']);
    expect(left.filter((k) => k.element_id === b).map((k) => k.status)).toEqual(['to_do']);
    expect(onlyB.body.open_controls).toBe(1);
  });

  it('a new frequency recomputes next_date from the last completion; the flag follows; conformity too', async () => {
    const [a] = await make(1);
    const c = (await admin.post(URL, body())).body;
    await t.pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
      frequency_months, next_date, completed_date, status) SELECT company_id, factory_id, building_id, regulation_id, id, $2, 'old', 6,
      '2020-01-31', '2020-01-31', 'finished' FROM elements WHERE id = $1`, [a, c.id]);
    expect(await nonCompliant(a)).toBe(false);
    await admin.patch(`${URL}${c.id}/`, { frequency_months: 1 });
    const open = (await controlsOf(c.id)).find((k) => k.element_id === a && k.status === 'to_do');
    expect(open).toMatchObject({ frequency_months: 1, next_date: '2020-02-29' });
    expect(await nonCompliant(a)).toBe(true);
    await admin.patch(`${URL}${c.id}/`, { leads_to_non_compliance: false });
    expect((await controlsOf(c.id)).find((k) => k.status === 'to_do')?.leads_to_non_compliance).toBe(false);
    expect(await nonCompliant(a)).toBe(false);
  });

  it('deleting asks CONFIRMER with the count of open controls; the finished history stays, type NULL', async () => {
    const [a, b] = await make(2);
    const c = (await admin.post(URL, body())).body;
    await t.pool.query(`UPDATE controls SET status = 'finished', completed_date = '2025-06-01' WHERE type_id = $1 AND element_id = $2`, [c.id, a]);
    const ask = await admin.post(`${URL}bulk/`, { action: 'delete', ids: [c.id] });
    expect(ask.body.message).toContain('1 contrôle(s) ouvert(s)');
    expect(ask.body.confirm_request.data).toMatchObject({ confirm: true });
    expect((await controlsOf(c.id))).toHaveLength(2);
    const done = await admin.post(`${URL}bulk/`, ask.body.confirm_request.data);
    expect(done.body).toEqual({ count: 1 });
    // The elements' catalogue controls are not this type's: left out.
    const rows = (await t.pool.query(`SELECT element_id, status, type_id FROM controls WHERE element_id = ANY($1)
      AND (type_id IS NULL OR type_id = $2) ORDER BY element_id`, [[a, b], c.id])).rows;
    expect(rows).toEqual([{ element_id: a, status: 'finished', type_id: null }]);
    // The single delete takes the open ones too: it says so first, and goes on the replay.
    const [e] = await make(1);
    const d = (await admin.post(URL, body())).body;
    const asked = await admin.del(`${URL}${d.id}/`);
    expect(asked.status).toBe(200);
    const open = (await t.pool.query(`SELECT count(*)::int AS n FROM controls WHERE type_id = $1 AND status IN ('to_do', 'to_do_planned')`, [d.id])).rows[0].n;
    expect(open).toBeGreaterThan(0);
    expect(asked.body.message).toContain(`leurs ${open} contrôle(s) ouvert(s)`);
    expect(asked.body.dependents).toEqual([{ kind: 'controls', count: open, label: `${open} échéance(s)` }]);
    expect((await admin.del(asked.body.confirm_request.url, asked.body.confirm_request.data)).status).toBe(204);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM controls WHERE element_id = $1 AND (type_id IS NULL OR type_id = $2)',
      [e, d.id])).rows[0].n).toBe(0);
  });

  it('never reaches the catalogue; another company gets 404', async () => {
    const cat = (await t.pool.query(`INSERT INTO control_types (regulation_id, name, frequency_months) VALUES ($1, 'Catalogue x', 12)
      RETURNING id`, [w.fire])).rows[0].id;
    expect((await admin.get(`${URL}${cat}/`)).status).toBe(404);
    expect((await admin.patch(`${URL}${cat}/`, { name: 'x' })).status).toBe(404);
    expect((await admin.del(`${URL}${cat}/`)).status).toBe(404);
    const list = await admin.get(`${URL}?page_size=100`);
    expect(list.body.results.map((r: { id: number }) => r.id)).not.toContain(cat);
    const mine = (await admin.post(URL, body())).body;
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`${URL}${mine.id}/`)).status).toBe(404);
    expect((await corpo.del(`${URL}${mine.id}/`)).status).toBe(404);
  });

  it('past the threshold: a job creates the controls, with progress, conformity included', async () => {
    const ids = await make(4);
    const c = await admin.post(URL, body());
    expect(c.status).toBe(201);
    expect(c.body.job.id).toMatch(/^[0-9a-f-]{36}$/);
    const job = await waitJob(c.body.job.id);
    expect(job).toMatchObject({ status: 'done', progress: 100, result: { elements: 4 } });
    expect((await controlsOf(c.body.id)).map((k) => k.element_id)).toEqual(ids);
    // The handler reports progress batch by batch and redoes nothing when run again.
    const progress: number[] = [];
    expect(await runGeneration(createDb(t.pool), c.body.id, 1, async (p) => { progress.push(p); })).toEqual({ elements: 0 });
    expect(progress).toEqual([25, 50, 75, 99]);
  });
});
