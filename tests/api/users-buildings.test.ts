// Building-level scope (spec §6 "sites (and buildings)"): a user given some buildings of a site
// sees that site through them only — buildings, elements, /user/me/ and /company/all — while
// their other sites stay whole; the rules of giving buildings (on the user's sites, within the
// editor's own scope); the wizard's invitations carry buildings and the special rights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, login, startApp, type TestApp } from './helpers';
import { demoIds, freshEmail, signInAsNew, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let admin: Api;
let ids: DemoIds;
/** Two real buildings of Lyon and the ghost building ("the whole site"). */
let lyonA: number;
let lyonB: number;
let nantesBuilding: number;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  ids = await demoIds(t.pool);
  const q = async (site: number) => (await t.pool.query<{ id: number }>(
    'SELECT id FROM buildings WHERE factory_id = $1 AND NOT is_ghost ORDER BY id', [site])).rows.map((r) => r.id);
  [lyonA, lyonB] = await q(ids.lyon);
  [nantesBuilding] = await q(ids.nantes);
});
afterAll(async () => { await t.close(); });

const ALL_ELEMENTS = {
  baseregulationmodel: ['view', 'create', 'edit', 'delete'], user: ['view', 'create', 'edit'], company: ['view'], useractiononobjecttracker: ['view'],
};
const scope = (extra: Record<string, unknown> = {}) => ({
  factories: [ids.lyon, ids.nantes], regulations: ids.regs, rights: ALL_ELEMENTS, ...extra,
});
const count = async (api: Api, url: string) => (await api.get(url)).body.count as number;
const sqlCount = async (where: string, values: unknown[]) =>
  Number((await t.pool.query(`SELECT count(*) FROM elements WHERE ${where}`, values)).rows[0].count);

describe('a user narrowed to one building of a site', () => {
  it('sees that building of the site and the other site whole', async () => {
    const { row, api } = await signInAsNew(t, admin, scope({ buildings: [lyonA] }));
    expect(row.buildings).toEqual([lyonA]);
    const buildings = (await api.get('/api/v1/buildings/?page_size=100')).body.results.map((b: { id: number; factory: number }) => b);
    expect(buildings.filter((b: { factory: number }) => b.factory === ids.lyon).map((b: { id: number }) => b.id)).toEqual([lyonA]);
    expect(buildings.some((b: { id: number }) => b.id === nantesBuilding)).toBe(true);
    // Elements: exactly those of the building in Lyon, and all of Nantes.
    expect(await count(api, `/api/v1/elements/count/?factory=${ids.lyon}`)).toBe(await sqlCount('building_id = $1', [lyonA]));
    expect(await count(api, `/api/v1/elements/count/?factory=${ids.nantes}`)).toBe(await sqlCount('factory_id = $1', [ids.nantes]));
    const hidden = (await t.pool.query('SELECT id FROM elements WHERE building_id = $1 LIMIT 1', [lyonB])).rows[0].id;
    expect((await api.get(`/api/v1/elements/${hidden}/`)).status).toBe(404);
    expect((await api.get(`/api/v1/buildings/${lyonB}/`)).status).toBe(404);
    // The session data the console reads says the same.
    const me = (await api.get('/api/v1/user/me/')).body;
    expect(me.buildings).toContain(lyonA);
    expect(me.buildings).not.toContain(lyonB);
    const company = (await api.get('/api/v1/company/all')).body.find((c: { id: number }) => c.id === ids.demo);
    expect(company.buildings.map((b: { id: number }) => b.id)).not.toContain(lyonB);
  });

  it('does not see the history of the buildings it does not see', async () => {
    const { api } = await signInAsNew(t, admin, scope({ buildings: [lyonA] }));
    const pick = async (building: number) => (await t.pool.query('SELECT id FROM elements WHERE building_id = $1 LIMIT 1', [building])).rows[0].id;
    const [seen, hidden] = [await pick(lyonA), await pick(lyonB)];
    for (const id of [seen, hidden]) {
      expect((await admin.patch(`/api/v1/elements/${id}/`, { identification_number: `HIST-${id}` })).status).toBe(200);
    }
    const history = async (id: number) => count(api, `/api/v1/activity-log/count/?object_type=elements&object_id=${id}`);
    expect(await history(seen)).toBeGreaterThan(0);
    expect(await history(hidden)).toBe(0);
  });

  it('cannot put an element in a building it does not see', async () => {
    const { api } = await signInAsNew(t, admin, scope({ buildings: [lyonA] }));
    const type = (await t.pool.query(`SELECT id, regulation_id FROM element_types WHERE name = 'Extincteur'`)).rows[0];
    const body = { designation: 'Extincteur bâtiment', factory: ids.lyon, regulation: type.regulation_id, element_type: type.id };
    const refused = await api.post('/api/v1/elements/', { ...body, building: lyonB });
    expect(refused.status).toBe(400);
    expect(refused.body.building).toBeDefined();
    expect((await api.post('/api/v1/elements/', { ...body, building: lyonA })).status).toBe(201);
  });
});

describe('giving buildings', () => {
  it('refuses a building that is not on one of the user’s sites', async () => {
    const r = await admin.post('/api/v1/users/', { email: freshEmail('bat'), ...scope({ factories: [ids.lyon], buildings: [nantesBuilding] }) });
    expect(r.status).toBe(400);
    expect(r.body.buildings[0]).toMatch(/n'est pas sur l'un des sites/);
  });

  it('forgets the buildings of a site the user loses', async () => {
    const { row } = await signInAsNew(t, admin, scope({ buildings: [lyonA, nantesBuilding] }));
    const r = await admin.patch(`/api/v1/users/${row.id}/`, { factories: [ids.nantes] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.buildings).toEqual([nantesBuilding]);
  });

  it('an editor narrowed to some buildings cannot give their site whole, only those buildings', async () => {
    const { api: editor } = await signInAsNew(t, admin, scope({ buildings: [lyonA] }));
    const whole = await editor.post('/api/v1/users/', { email: freshEmail('entier'), ...scope() });
    expect(whole.status).toBe(400);
    expect(whole.body.buildings[0]).toMatch(/Usine de Lyon/);
    const beyond = await editor.post('/api/v1/users/', { email: freshEmail('autre'), ...scope({ buildings: [lyonB] }) });
    expect(beyond.status).toBe(400);
    const ok = await editor.post('/api/v1/users/', { email: freshEmail('ok'), ...scope({ buildings: [lyonA] }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.buildings).toEqual([lyonA]);
    // A user the admin gave Lyon whole keeps it when this editor changes something else.
    const { row: wide } = await signInAsNew(t, admin, scope());
    expect((await editor.patch(`/api/v1/users/${wide.id}/`, { factories: [ids.lyon, ids.nantes], first_name: 'Large' })).status).toBe(200);
  });
});

describe('the wizard (POST /users/invite/)', () => {
  it('invites with buildings and the special rights', async () => {
    const email = freshEmail('assistant');
    const r = await admin.post('/api/v1/users/invite/', {
      emails: [email], source: { kind: 'scratch' }, ...scope({ buildings: [lyonA] }),
      is_administrator: true, can_process_express_reports: true, dashboard_access: ['main'],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.created[0]).toMatchObject({
      email, buildings: [lyonA], is_administrator: true, can_process_express_reports: true, dashboard_access: ['main'],
    });
  });

  it('a non-administrator cannot invite an administrator', async () => {
    const { api: editor } = await signInAsNew(t, admin, scope());
    const r = await editor.post('/api/v1/users/invite/', {
      emails: [freshEmail('admin')], source: { kind: 'scratch' }, ...scope(), is_administrator: true,
    });
    expect(r.status).toBe(400);
    expect(r.body.is_administrator).toBeDefined();
    expect((await t.pool.query('SELECT 1 FROM users WHERE email = $1', [r.body.created?.[0]?.email ?? ''])).rowCount).toBe(0);
  });
});

describe('deleting the buildings a user was narrowed to', () => {
  const newBuilding = async (name: string) => {
    const r = await admin.post('/api/v1/buildings/', { name, factory: ids.lyon });
    expect(r.status).toBe(201);
    return r.body.id as number;
  };

  it('takes the site out of their scope when the last one goes, never widens it to the whole site', async () => {
    const only = await newBuilding(`Seul bâtiment ${freshEmail()}`);
    const { api } = await signInAsNew(t, admin, scope({ buildings: [only] }));
    expect(await count(api, `/api/v1/elements/count/?factory=${ids.lyon}`)).toBe(0);
    expect((await admin.del(`/api/v1/buildings/${only}/`)).status).toBe(204);
    // Before: no building row left meant "every building of Lyon".
    expect(await count(api, `/api/v1/elements/count/?factory=${ids.lyon}`)).toBe(0);
    expect((await api.get(`/api/v1/buildings/${lyonA}/`)).status).toBe(404);
    const me = (await api.get('/api/v1/user/me/')).body;
    expect(me.factories).not.toContain(ids.lyon);
    expect(me.factories).toContain(ids.nantes);
  });

  it('keeps the site through the buildings that remain', async () => {
    const gone = await newBuilding(`Bâtiment supprimé ${freshEmail()}`);
    const { api } = await signInAsNew(t, admin, scope({ buildings: [gone, lyonA] }));
    expect((await admin.del(`/api/v1/buildings/${gone}/`)).status).toBe(204);
    const me = (await api.get('/api/v1/user/me/')).body;
    expect(me.factories).toContain(ids.lyon);
    expect(me.buildings).toContain(lyonA);
    expect(me.buildings).not.toContain(gone);
    expect(me.buildings).not.toContain(lyonB);
    expect(await count(api, `/api/v1/elements/count/?factory=${ids.lyon}`)).toBe(await sqlCount('building_id = $1', [lyonA]));
  });
});
