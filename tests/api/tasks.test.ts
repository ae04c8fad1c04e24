// Observations: element-derived fields, every status transition of the click cycle, the manager
// rule, origin from a control, late/open filters (Europe/Paris day), bulk updates and deletes,
// another company's ids (404), the demo, and a maintenance intervention's tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_TASK_STATUS, TASK_STATUSES } from '../../resources/tasks';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let corpo: ReturnType<typeof as>;
let el: { id: number; company_id: number; factory_id: number; building_id: number; regulation_id: number };
let adminId: number;
const T = '/api/v1/tasks/';
const MI = '/api/v1/maintenance-interventions/';

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  corpo = as(t.app, await login(t.app, CORPO));
  el = (await t.pool.query(`SELECT e.id, e.company_id, e.factory_id, e.building_id, e.regulation_id FROM elements e
    JOIN factories f ON f.id = e.factory_id WHERE f.name = 'Usine de Lyon' ORDER BY e.id LIMIT 1`)).rows[0];
  adminId = (await t.pool.query(`SELECT id FROM users WHERE email = $1`, [ADMIN])).rows[0].id;
});
afterAll(async () => { await t.close(); });

const create = (body: Record<string, unknown> = {}) => admin.post(T, { description: unique('Observation'), element: el.id, ...body });

describe('observations: create and status', () => {
  it('copies the element\'s company, site, building and regulation; starts not started and manual', async () => {
    const r = await create({ deadline: '2030-01-01', manager: adminId });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ element: el.id, factory: el.factory_id, building: el.building_id, regulation: el.regulation_id,
      status: 'not_started', origin: 'manual', late: false, open: true, manager: adminId });
    expect((await admin.post(T, { description: 'x', element: el.id, factory: 1 })).status).toBe(400);
  });

  it('PATCH {status} takes every transition of the click cycle, and any of the four statuses', async () => {
    const id = (await create()).body.id;
    for (const from of TASK_STATUSES) {
      expect((await admin.patch(`${T}${id}/`, { status: from })).body.status).toBe(from);
      const next = await admin.patch(`${T}${id}/`, { status: NEXT_TASK_STATUS[from] });
      expect(next.status).toBe(200);
      expect(next.body.status).toBe(NEXT_TASK_STATUS[from]);
    }
    expect(NEXT_TASK_STATUS).toEqual({ not_started: 'doing', doing: 'done', done: 'not_started', no_followup: 'not_started' });
    expect((await admin.patch(`${T}${id}/`, { status: 'bogus' })).status).toBe(400);
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    expect((await lecteur.patch(`${T}${id}/`, { status: 'done' })).status).toBe(403);
  });

  it('a manager must be a user of the element\'s company who sees its site (fr and en)', async () => {
    const outsider = (await t.pool.query(`SELECT id FROM users WHERE email = $1`, [CORPO])).rows[0].id;
    const r = await create({ manager: outsider });
    expect(r.status).toBe(400);
    expect(r.body.manager).toBeDefined();
    // A user of the company who does not see the site.
    const blind = (await t.pool.query(`SELECT uc.user_id FROM user_companies uc WHERE uc.company_id = $1
      AND NOT EXISTS (SELECT 1 FROM user_factories uf WHERE uf.user_id = uc.user_id AND uf.factory_id = $2) LIMIT 1`,
    [el.company_id, el.factory_id])).rows[0];
    if (blind) {
      const b = await admin.post(T, { description: 'x', element: el.id, manager: blind.user_id }, 'en');
      expect(b.status).toBe(400);
      expect(b.body.manager[0]).toContain('manager');
    }
  });

  it('origin control from a control of the same element; a control of another element is refused', async () => {
    const k = (await t.pool.query(`SELECT id, element_id FROM controls WHERE element_id = $1 LIMIT 1`, [el.id])).rows[0];
    const other = (await t.pool.query(`SELECT id FROM controls WHERE element_id <> $1 AND factory_id = $2 LIMIT 1`, [el.id, el.factory_id])).rows[0];
    if (k) {
      const r = await create({ control: k.id });
      expect(r.body).toMatchObject({ origin: 'control', control: k.id });
    }
    if (other) expect((await create({ control: other.id })).body.control).toBeDefined();
  });
});

describe('observations: lists', () => {
  it('late and open follow the deadline and the status; deadline_lte filters; NULL deadlines come last', async () => {
    const late = (await create({ deadline: '2020-01-01' })).body.id;
    const lateDone = (await create({ deadline: '2020-01-01' })).body.id;
    await admin.patch(`${T}${lateDone}/`, { status: 'done' });
    const none = (await create({ deadline: null })).body.id;
    const lateIds = (await admin.get(`${T}?late=true&element=${el.id}&page_size=100`)).body.results.map((r: { id: number }) => r.id);
    expect(lateIds).toContain(late);
    expect(lateIds).not.toContain(lateDone);
    const open = (await admin.get(`${T}?open=true&element=${el.id}&page_size=100`)).body.results.map((r: { id: number }) => r.id);
    expect(open).toContain(none);
    expect(open).not.toContain(lateDone);
    const before = (await admin.get(`${T}?deadline_lte=2020-06-01&element=${el.id}&page_size=100`)).body.results;
    expect(before.every((r: { deadline: string }) => r.deadline <= '2020-06-01')).toBe(true);
    // Keyset pages of 1 over deadline walk every row once, NULL deadlines last.
    const seen: number[] = [];
    let url: string | null = `${T}?element=${el.id}&ordering=deadline&page_size=2`;
    while (url) {
      const page: { body: { results: { id: number; deadline: string | null }[]; next: string | null } } = await admin.get(url);
      seen.push(...page.body.results.map((r) => r.id));
      url = page.body.next ? page.body.next.replace(/^https?:\/\/[^/]+/, '') : null;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.indexOf(none)).toBeGreaterThan(seen.indexOf(late));
  });

  it('searches the description, filters by element type and manager', async () => {
    const word = unique('Corrosion');
    const id = (await create({ description: `${word} sur la platine`, manager: adminId })).body.id;
    expect((await admin.get(`${T}?search=${encodeURIComponent(word)}`)).body.results.map((r: { id: number }) => r.id)).toEqual([id]);
    const type = (await t.pool.query(`SELECT element_type_id FROM elements WHERE id = $1`, [el.id])).rows[0].element_type_id;
    expect((await admin.get(`${T}?element_type=${type}&manager=${adminId}&page_size=100`)).body.results.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('the demo holds observations in every status, some late, some in an intervention, one from a control', async () => {
    const { rows } = await t.pool.query(`SELECT status::text, count(*)::int AS n, count(*) FILTER (WHERE intervention_id IS NOT NULL)::int AS iv,
      count(*) FILTER (WHERE origin = 'control')::int AS k, count(*) FILTER (WHERE deadline < CURRENT_DATE)::int AS late
      FROM tasks t WHERE company_id = $1 AND description NOT LIKE 'Observation %' GROUP BY status`, [el.company_id]);
    expect(rows.map((r) => r.status).sort()).toEqual([...TASK_STATUSES].sort());
    expect(rows.reduce((s, r) => s + r.iv, 0)).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + r.k, 0)).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + r.late, 0)).toBeGreaterThan(0);
  });
});

describe('observations: bulk, scope', () => {
  it('bulk sets the manager and the status, and deletes with CONFIRMER', async () => {
    const ids = [(await create()).body.id, (await create()).body.id];
    const up = await admin.post(`${T}bulk/`, { action: 'update', ids, data: { status: 'doing', manager: adminId } });
    expect(up.status).toBeLessThan(300);
    const { rows } = await t.pool.query(`SELECT status::text, manager_id FROM tasks WHERE id = ANY($1)`, [ids]);
    expect(rows.every((r) => r.status === 'doing' && r.manager_id === adminId)).toBe(true);
    const outsider = (await t.pool.query(`SELECT id FROM users WHERE email = $1`, [CORPO])).rows[0].id;
    expect((await admin.post(`${T}bulk/`, { action: 'update', ids, data: { manager: outsider } })).status).toBe(400);
    const ask = await admin.post(`${T}bulk/`, { action: 'delete', ids });
    expect(ask.body.message).toContain('CONFIRMER');
    expect((await t.pool.query(`SELECT 1 FROM tasks WHERE id = ANY($1)`, [ids])).rowCount).toBe(2);
    expect((await admin.post(ask.body.confirm_request.url, ask.body.confirm_request.data)).body).toEqual({ count: 2 });
    expect((await t.pool.query(`SELECT 1 FROM tasks WHERE id = ANY($1)`, [ids])).rowCount).toBe(0);
  });

  it('a bulk move to done records the closing date and who, like the single change; moving back clears them', async () => {
    const ids = [(await create()).body.id, (await create()).body.id];
    const closedBefore = (await create({ status: 'done' })).body.id;
    await t.pool.query(`UPDATE tasks SET closed_at = '2026-01-02T10:00:00Z' WHERE id = $1`, [closedBefore]);
    const closing = async (id: number) => (await admin.get(`${T}${id}/`)).body as { status: string; closed_at: string | null; closed_by: number | null };
    const start = Date.now() - 60_000;
    expect((await admin.post(`${T}bulk/`, { action: 'update', ids: [...ids, closedBefore], data: { status: 'done' } })).status).toBeLessThan(300);
    for (const id of ids) {
      const r = await closing(id);
      expect(r).toMatchObject({ status: 'done', closed_by: adminId });
      expect(Date.parse(r.closed_at!)).toBeGreaterThan(start);
    }
    // Already done: its closing is kept (the bulk change did not change it).
    expect(Date.parse((await closing(closedBefore)).closed_at!)).toBe(Date.parse('2026-01-02T10:00:00Z'));
    expect((await admin.post(`${T}bulk/`, { action: 'update', ids, data: { status: 'doing' } })).status).toBeLessThan(300);
    for (const id of ids) expect(await closing(id)).toMatchObject({ status: 'doing', closed_at: null, closed_by: null });
  });

  it('another company\'s observation is a 404, its element a does_not_exist', async () => {
    const id = (await create()).body.id;
    expect((await corpo.get(`${T}${id}/`)).status).toBe(404);
    expect((await corpo.patch(`${T}${id}/`, { status: 'done' })).status).toBe(404);
    expect((await corpo.post(T, { description: 'x', element: el.id })).status).toBe(400);
  });
});

describe('maintenance interventions hold observations', () => {
  it('takes tasks of its site, refuses others, and taking one out clears it', async () => {
    const [a, b] = [(await create()).body.id, (await create()).body.id];
    const mi = await admin.post(MI, { name: unique('Maintenance'), factory: el.factory_id, start: '2030-01-01', end: '2030-01-02', tasks: [a, b] });
    expect(mi.status).toBe(201);
    expect(mi.body.tasks).toEqual([a, b]);
    expect((await admin.get(`${T}${a}/`)).body.intervention).toBe(mi.body.id);
    expect((await admin.get(`${T}?intervention=${mi.body.id}`)).body.results.length).toBe(2);
    const out = await admin.patch(`${MI}${mi.body.id}/`, { tasks: [b] });
    expect(out.body.tasks).toEqual([b]);
    expect((await admin.get(`${T}${a}/`)).body.intervention).toBeNull();
    const other = (await t.pool.query(`SELECT t.id FROM tasks t WHERE t.company_id = $1 AND t.factory_id <> $2 LIMIT 1`, [el.company_id, el.factory_id])).rows[0];
    if (other) expect((await admin.patch(`${MI}${mi.body.id}/`, { tasks: [other.id] })).body.tasks).toBeDefined();
    const foreign = (await t.pool.query(`SELECT id FROM tasks WHERE company_id <> $1 LIMIT 1`, [el.company_id])).rows[0];
    expect((await admin.patch(`${MI}${mi.body.id}/`, { tasks: [foreign.id] })).status).toBe(400);
    // A task put in an intervention of another site is refused on the task too.
    const otherMi = (await t.pool.query(`SELECT id FROM interventions WHERE kind = 'maintenance' AND company_id = $1 AND factory_id <> $2 LIMIT 1`,
      [el.company_id, el.factory_id])).rows[0];
    if (otherMi) expect((await admin.patch(`${T}${b}/`, { intervention: otherMi.id })).status).toBe(400);
  });
});

describe('observations: export', () => {
  it('exports the filtered rows as CSV, references and statuses as people read them, in the caller\'s language', async () => {
    const word = unique('Exporte');
    await create({ description: word, manager: adminId });
    const r = await admin.get(`${T}export/?format=csv&search=${encodeURIComponent(word)}`);
    expect(r.status).toBe(200);
    const text = String(r.res.body);
    expect(text).toContain(word);
    expect(text.split('\r\n')[1]).toContain('Non commencée');
    expect(text.split('\r\n')[1]).not.toContain('not_started');
    const en = await admin.get(`${T}export/?format=csv&search=${encodeURIComponent(word)}`, 'en');
    expect(String(en.res.body).split('\r\n')[1]).toContain('Not started');
  });
});

describe('moving an element', () => {
  it('its observations follow it to the new building', async () => {
    const other = (await t.pool.query(`SELECT id FROM buildings WHERE factory_id = $1 AND id <> $2 ORDER BY id LIMIT 1`,
      [el.factory_id, el.building_id])).rows[0];
    if (!other) return;
    const id = (await create()).body.id;
    expect((await admin.patch(`/api/v1/elements/${el.id}/`, { building: other.id })).status).toBe(200);
    expect((await admin.get(`${T}${id}/`)).body.building).toBe(other.id);
    await admin.patch(`/api/v1/elements/${el.id}/`, { building: el.building_id });
    expect((await admin.get(`${T}${id}/`)).body.building).toBe(el.building_id);
  });
});
