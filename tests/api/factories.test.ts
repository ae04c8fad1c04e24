import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let demoId: number;
let corpoId: number;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  const { rows } = await t.pool.query<{ id: number; name: string }>('SELECT id, name FROM companies');
  demoId = rows.find((c) => c.name === 'Démo Industrie')!.id;
  corpoId = rows.find((c) => c.name === 'Groupe Corpo')!.id;
});
afterAll(async () => { await t.close(); });

const factoryId = async (name: string) =>
  (await t.pool.query<{ id: number }>('SELECT id FROM factories WHERE name = $1', [name])).rows[0].id;

describe('factories CRUD', () => {
  it('creates a site with its ghost building, visible to its creator', async () => {
    const name = unique('Usine test');
    const r = await admin.post('/api/v1/factories/', { name, company: demoId, regulations: [1, 2] });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name, company: demoId, company_name: 'Démo Industrie', regulations: [1, 2], building_count: 0 });
    expect(r.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(r.body.buildings).toHaveLength(1);
    expect(r.body.buildings[0]).toMatchObject({ name, is_ghost: true });
    expect(r.body.buildings[0].unique_id).toMatch(/^[0-9a-f-]{36}$/);
    const detail = await admin.get(`/api/v1/factories/${r.body.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(r.body);
    const me = await admin.get('/api/v1/user/me/');
    expect(me.body.factories).toContain(r.body.id);
  });

  it('updates with PATCH (ghost renamed) and PUT; company is create-only', async () => {
    const created = (await admin.post('/api/v1/factories/', { name: unique('Site'), company: demoId })).body;
    const renamed = unique('Renamed');
    const p = await admin.patch(`/api/v1/factories/${created.id}/`, { name: renamed, regulations: [3] });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ name: renamed, regulations: [3] });
    expect(p.body.buildings[0].name).toBe(renamed);
    const ro = await admin.patch(`/api/v1/factories/${created.id}/`, { company: corpoId, building_count: 3 });
    expect(ro.status).toBe(400);
    expect(ro.body).toEqual({ company: ['Ce champ est en lecture seule.'], building_count: ['Ce champ est en lecture seule.'] });
    const putMissing = await admin.put(`/api/v1/factories/${created.id}/`, { regulations: [] });
    expect(putMissing.body).toEqual({ name: ['Ce champ est obligatoire.'] });
    const put = await admin.put(`/api/v1/factories/${created.id}/`, { name: 'Put name', regulations: [] });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Put name', regulations: [] });
  });

  it('refuses unknown regulations with does_not_exist', async () => {
    const r = await admin.post('/api/v1/factories/', { name: unique('Site'), company: demoId, regulations: [1, 99999] });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ regulations: ["L'objet 99999 n'existe pas."] });
  });

  it('deletes a site and its buildings', async () => {
    const created = (await admin.post('/api/v1/factories/', { name: unique('Site'), company: demoId })).body;
    const d = await admin.del(`/api/v1/factories/${created.id}/`);
    expect(d.status).toBe(204);
    expect((await admin.get(`/api/v1/factories/${created.id}/`)).status).toBe(404);
    const left = await t.pool.query('SELECT 1 FROM buildings WHERE factory_id = $1', [created.id]);
    expect(left.rowCount).toBe(0);
  });

  it('filters by company and regulations; searches accent-insensitively', async () => {
    const name = unique('Dépôt Spécial');
    const created = (await admin.post('/api/v1/factories/', { name, company: demoId, regulations: [4] })).body;
    const word = name.split(' ').pop()!;
    const bySearch = await admin.get(`/api/v1/factories/?search=${encodeURIComponent(`depot SPECIAL ${word}`)}`);
    expect(bySearch.body.results.map((f: { id: number }) => f.id)).toEqual([created.id]);
    const slash = await admin.get(`/api/v1/factories/?search=${encodeURIComponent(`dépôt / ${word}`)}`);
    expect(slash.body.results.map((f: { id: number }) => f.id)).toEqual([created.id]);
    const byReg = await admin.get('/api/v1/factories/?regulations=4&page_size=100');
    expect(byReg.body.results.map((f: { id: number }) => f.id)).toContain(created.id);
    const notReg = await admin.get(`/api/v1/factories/?regulations=1&search=${word}`);
    expect(notReg.body.results).toEqual([]);
    const byCompany = await admin.get(`/api/v1/factories/?company=${demoId}&page_size=100`);
    expect(byCompany.body.results.every((f: { company: number }) => f.company === demoId)).toBe(true);
    const wildcard = await admin.get('/api/v1/factories/?search=%25');
    expect(wildcard.body.results).toEqual([]);
  });

  it('answers options (tabs, actions by rights)', async () => {
    const o = await admin.get('/api/v1/factories/options/');
    expect(o.body).toEqual({
      tabs: [], detail_actions: ['edit', 'delete'], ordering: ['id', 'name', 'building_count', 'created_at'],
      filters: ['company', 'regulations'], bulk_actions: ['delete'],
    });
    const lyon = await factoryId('Usine de Lyon');
    const reader = as(t.app, await login(t.app, LECTEUR));
    expect((await reader.get('/api/v1/factories/options/')).body).toMatchObject({ detail_actions: [], bulk_actions: [] });
    expect((await reader.get(`/api/v1/factories/${lyon}/options/`)).body.detail_actions).toEqual([]);
    expect((await admin.get(`/api/v1/factories/${lyon}/options/`)).body.detail_actions).toEqual(['edit', 'delete']);
  });
});

describe('factories scoping and rights', () => {
  it('the reader sees only Usine de Lyon and may not write (403 listing permissions)', async () => {
    const reader = as(t.app, await login(t.app, LECTEUR));
    const list = await reader.get('/api/v1/factories/?page_size=100');
    expect(list.body.results.map((f: { name: string }) => f.name)).toEqual(['Usine de Lyon']);
    expect((await reader.get('/api/v1/factories/count/')).body).toEqual({ count: 1 });
    const create = await reader.post('/api/v1/factories/', { name: 'x', company: demoId });
    expect(create.status).toBe(403);
    expect(create.body).toEqual({ detail: 'Permissions manquantes : company.create.' });
    const en = await reader.post('/api/v1/factories/', { bad: 'body' }, 'en');
    expect(en.body).toEqual({ detail: 'Missing permissions: company.create.' });
    const lyon = await factoryId('Usine de Lyon');
    expect((await reader.patch(`/api/v1/factories/${lyon}/`, { name: 'x' })).status).toBe(403);
    expect((await reader.del(`/api/v1/factories/${lyon}/`)).body).toEqual({ detail: 'Permissions manquantes : company.delete.' });
    expect((await reader.get(`/api/v1/factories/${await factoryId('Usine de Nantes')}/`)).status).toBe(404);
  });

  it('another company: 404 on its ids, 400 when creating in it', async () => {
    const lille = await factoryId('Site de Lille');
    expect((await admin.get(`/api/v1/factories/${lille}/`)).status).toBe(404);
    expect((await admin.patch(`/api/v1/factories/${lille}/`, { name: 'x' })).status).toBe(404);
    expect((await admin.del(`/api/v1/factories/${lille}/`)).status).toBe(404);
    expect((await admin.get(`/api/v1/factories/${lille}/options/`)).status).toBe(404);
    const r = await admin.post('/api/v1/factories/', { name: 'Intrus', company: corpoId });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ company: [`L'objet ${corpoId} n'existe pas.`] });
    const list = await admin.get(`/api/v1/factories/?company=${corpoId}`);
    expect(list.body.results).toEqual([]);
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/factories/${lille}/`)).status).toBe(200);
  });

  it('a user without the right gets 403 on lists', async () => {
    await t.pool.query(`UPDATE users SET rights = rights - 'company' WHERE email = 'lecteur@demo.fr'`);
    try {
      const reader = as(t.app, await login(t.app, LECTEUR));
      const r = await reader.get('/api/v1/factories/');
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ detail: 'Permissions manquantes : company.view.' });
    } finally {
      await t.pool.query(`UPDATE users SET rights = rights || '{"company": ["view"]}' WHERE email = 'lecteur@demo.fr'`);
    }
  });
});
