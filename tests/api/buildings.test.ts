import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, LECTEUR, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let site: { id: number; name: string; ghost: number };
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  const created = (await admin.post('/api/v1/factories/', { name: unique('Site bâtiments'), company: 1 })).body;
  site = { id: created.id, name: created.name, ghost: created.buildings[0].id };
});
afterAll(async () => { await t.close(); });

const idsOf = (r: { body: { results: { id: number }[] } }) => r.body.results.map((b) => b.id);

describe('buildings', () => {
  it('creates, reads, patches, puts and deletes a real building', async () => {
    const c = await admin.post('/api/v1/buildings/', { name: '  Atelier  Test ', factory: site.id });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ name: 'Atelier  Test', factory: site.id, factory_name: site.name, is_ghost: false });
    expect(Object.keys(c.body).sort()).toEqual(['created_at', 'factory', 'factory_name', 'id', 'is_ghost', 'name', 'unique_id']);
    const p = await admin.patch(`/api/v1/buildings/${c.body.id}/`, { name: 'Atelier renommé' });
    expect(p.body.name).toBe('Atelier renommé');
    const put = await admin.put(`/api/v1/buildings/${c.body.id}/`, { name: 'Atelier PUT', factory: site.id });
    expect(put.status).toBe(200);
    const f = await admin.get(`/api/v1/factories/${site.id}/`);
    expect(f.body.building_count).toBe(1);
    expect((await admin.del(`/api/v1/buildings/${c.body.id}/`)).status).toBe(204);
    expect((await admin.get(`/api/v1/buildings/${c.body.id}/`)).status).toBe(404);
  });

  it('refuses read-only fields and out-of-scope sites', async () => {
    const ro = await admin.post('/api/v1/buildings/', { name: 'x', factory: site.id, is_ghost: true, unique_id: 'x' });
    expect(ro.body).toEqual({ is_ghost: ['Ce champ est en lecture seule.'], unique_id: ['Ce champ est en lecture seule.'] });
    const lille = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Site de Lille'`)).rows[0].id;
    const out = await admin.post('/api/v1/buildings/', { name: 'x', factory: lille }, 'en');
    expect(out.body).toEqual({ factory: [`Object ${lille} does not exist.`] });
    const lilleBuilding = (await t.pool.query('SELECT id FROM buildings WHERE factory_id = $1 LIMIT 1', [lille])).rows[0].id;
    expect((await admin.get(`/api/v1/buildings/${lilleBuilding}/`)).status).toBe(404);
  });

  it('protects ghost buildings (400) and hides their actions', async () => {
    const patch = await admin.patch(`/api/v1/buildings/${site.ghost}/`, { name: 'x' });
    expect(patch.status).toBe(400);
    expect(patch.body).toEqual({ non_field_errors: ['Le bâtiment fantôme représente tout le site : il ne peut être ni modifié ni supprimé.'] });
    const del = await admin.del(`/api/v1/buildings/${site.ghost}/`);
    expect(del.status).toBe(400);
    expect((await admin.get(`/api/v1/buildings/${site.ghost}/`)).body.is_ghost).toBe(true);
    expect((await admin.get(`/api/v1/buildings/${site.ghost}/options/`)).body.detail_actions).toEqual([]);
  });

  it('tabs: real (is_ghost=false) and all, with translated labels', async () => {
    const real = await admin.get(`/api/v1/buildings/?factory=${site.id}&tab=real`);
    expect(real.body.results).toEqual([]);
    const all = await admin.get(`/api/v1/buildings/?factory=${site.id}&tab=all`);
    expect(idsOf(all)).toEqual([site.ghost]);
    const explicit = await admin.get(`/api/v1/buildings/?factory=${site.id}&tab=real&is_ghost=true`);
    expect(idsOf(explicit)).toEqual([site.ghost]);
    const o = await admin.get('/api/v1/buildings/options/');
    expect(o.body.tabs).toEqual([
      { name: 'real', label: 'Bâtiments', param: 'is_ghost', default: 'false' },
      { name: 'all', label: 'Tous', param: 'is_ghost', default: null },
    ]);
    expect((await admin.get('/api/v1/buildings/options/', 'en')).body.tabs.map((x: { label: string }) => x.label)).toEqual(['Buildings', 'All']);
  });

  it('filters by several sites and searches accent-insensitively', async () => {
    const ids = (await t.pool.query(`SELECT id FROM factories WHERE name IN ('Usine de Lyon', 'Usine de Nantes') ORDER BY name`)).rows.map((r) => r.id);
    const r = await admin.get(`/api/v1/buildings/?factory=${ids.join(',')}&tab=real&ordering=name&page_size=100`);
    const names = r.body.results.map((b: { name: string }) => b.name);
    expect(names).toEqual(expect.arrayContaining(['Atelier A', 'Atelier B', 'Magasin', 'Chaufferie', 'Entrepôt']));
    expect(r.body.results.every((b: { factory: number }) => ids.includes(b.factory))).toBe(true);
    const s = await admin.get('/api/v1/buildings/?search=ENTREPOT');
    expect(s.body.results.map((b: { name: string }) => b.name)).toContain('Entrepôt');
    const s2 = await admin.get('/api/v1/buildings/?search=chauf&search=ferie');
    expect(s2.body.results.map((b: { name: string }) => b.name)).toEqual(['Chaufferie']);
    const byFactory = await admin.get(`/api/v1/buildings/?ordering=-factory&factory=${ids.join(',')}&page_size=100`);
    const factoryNames = byFactory.body.results.map((b: { factory_name: string }) => b.factory_name);
    expect(factoryNames[0]).toBe('Usine de Nantes');
    expect(factoryNames[factoryNames.length - 1]).toBe('Usine de Lyon');
  });

  it('the reader sees only the buildings of Usine de Lyon', async () => {
    const reader = as(t.app, await login(t.app, LECTEUR));
    const r = await reader.get('/api/v1/buildings/?page_size=100');
    expect(new Set(r.body.results.map((b: { factory_name: string }) => b.factory_name))).toEqual(new Set(['Usine de Lyon']));
    expect((await reader.post('/api/v1/buildings/', { name: 'x', factory: r.body.results[0].factory })).status).toBe(403);
  });
});
