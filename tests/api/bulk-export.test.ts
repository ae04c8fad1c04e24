import ExcelJS from 'exceljs';
import { displayInstant } from '../../server/crud/display';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, LECTEUR, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let siteA: number;
let siteB: number;
let tag: string;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  tag = unique('Bulk').replace(' ', '');
  siteA = (await admin.post('/api/v1/factories/', { name: `${tag} A`, company: 1 })).body.id;
  siteB = (await admin.post('/api/v1/factories/', { name: `${tag} B`, company: 1 })).body.id;
});
afterAll(async () => { await t.close(); });

async function makeBuildings(n: number, factory = siteA): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await admin.post('/api/v1/buildings/', { name: `${tag} b${i}`, factory })).body.id);
  return ids;
}
const exists = async (ids: number[]) => (await t.pool.query('SELECT id FROM buildings WHERE id = ANY($1::int[])', [ids])).rowCount;

describe('bulk', () => {
  it('delete asks for confirmation, changes nothing, then deletes on replay', async () => {
    const ids = await makeBuildings(3);
    const ask = await admin.post('/api/v1/buildings/bulk/', { action: 'delete', ids });
    expect(ask.status).toBe(200);
    expect(ask.body.message).toBe('3 objet(s) seront supprimés définitivement. Tapez CONFIRMER pour continuer.');
    expect(ask.body.confirm_request).toEqual({ url: '/api/v1/buildings/bulk/', method: 'POST', data: { action: 'delete', ids, confirm: true } });
    expect(await exists(ids)).toBe(3);
    const done = await admin.post(ask.body.confirm_request.url, ask.body.confirm_request.data);
    expect(done.body).toEqual({ count: 3 });
    expect(await exists(ids)).toBe(0);
  });

  it('delete of every row matching a filter, in English', async () => {
    const ids = await makeBuildings(2, siteB);
    const body = { action: 'delete', all: true, filter: { factory: String(siteB), tab: 'real', search: tag } };
    const ask = await admin.post('/api/v1/buildings/bulk/', body, 'en');
    expect(ask.body.message).toBe('2 object(s) will be permanently deleted. Type CONFIRM to continue.');
    expect((await admin.post('/api/v1/buildings/bulk/', { ...body, confirm: true })).body).toEqual({ count: 2 });
    expect(await exists(ids)).toBe(0);
    expect((await admin.get(`/api/v1/factories/${siteB}/`)).body.buildings).toHaveLength(1);
  });

  it('refuses ghost buildings, empty selections, out-of-scope ids and unknown actions', async () => {
    const ghost = (await admin.get(`/api/v1/factories/${siteA}/`)).body.buildings.find((b: { is_ghost: boolean }) => b.is_ghost).id;
    const [real] = await makeBuildings(1);
    const g = await admin.post('/api/v1/buildings/bulk/', { action: 'delete', ids: [real, ghost], confirm: true });
    expect(g.status).toBe(400);
    expect(g.body.non_field_errors[0]).toMatch(/fantôme/);
    expect(await exists([real, ghost])).toBe(2);
    expect((await admin.post('/api/v1/buildings/bulk/', { action: 'delete', ids: [] })).body).toEqual({ non_field_errors: ['La sélection est vide.'] });
    expect((await admin.post('/api/v1/buildings/bulk/', { action: 'delete' })).status).toBe(400);
    const none = await admin.post('/api/v1/buildings/bulk/', { action: 'delete', all: true, filter: { search: 'zzzz-nothing' } });
    expect(none.body).toEqual({ non_field_errors: ['La sélection est vide.'] });
    const lille = (await t.pool.query(`SELECT b.id FROM buildings b JOIN factories f ON f.id = b.factory_id WHERE f.name = 'Site de Lille' LIMIT 1`)).rows[0].id;
    const out = await admin.post('/api/v1/buildings/bulk/', { action: 'delete', ids: [real, lille] });
    expect(out.body).toEqual({ ids: [`L'objet ${lille} n'existe pas.`] });
    const bad = await admin.post('/api/v1/factories/bulk/', { action: 'update', ids: [siteA], data: { name: 'x' } });
    expect(bad.body).toEqual({ action: ['Action introuvable : contactez le support.'] });
    const badFilter = await admin.post('/api/v1/buildings/bulk/', { action: 'delete', all: true, filter: { factory: 'x' } });
    expect(badFilter.body).toEqual({ factory: ['Filtre invalide : factory.'] });
  });

  it('update sets bulkUpdatable fields only, in one go', async () => {
    const ids = await makeBuildings(3);
    const r = await admin.post('/api/v1/buildings/bulk/', { action: 'update', ids, data: { factory: siteB } });
    expect(r.body).toEqual({ count: 3 });
    const moved = await t.pool.query('SELECT DISTINCT factory_id FROM buildings WHERE id = ANY($1::int[])', [ids]);
    expect(moved.rows).toEqual([{ factory_id: siteB }]);
    const ro = await admin.post('/api/v1/buildings/bulk/', { action: 'update', ids, data: { name: 'x' } });
    expect(ro.body).toEqual({ name: ['Ce champ est en lecture seule.'] });
    const empty = await admin.post('/api/v1/buildings/bulk/', { action: 'update', ids, data: {} });
    expect(empty.status).toBe(400);
    const lille = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Site de Lille'`)).rows[0].id;
    const scope = await admin.post('/api/v1/buildings/bulk/', { action: 'update', ids, data: { factory: lille } });
    expect(scope.body).toEqual({ factory: [`L'objet ${lille} n'existe pas.`] });
  });

  it('the reader may not bulk delete', async () => {
    const reader = as(t.app, await login(t.app, LECTEUR));
    const r = await reader.post('/api/v1/buildings/bulk/', { action: 'delete', ids: [1] });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ detail: 'Permissions manquantes : company.delete.' });
  });
});

describe('export', () => {
  it('CSV: translated headers, same rows and order as the list, labels for references', async () => {
    await makeBuildings(3);
    const query = `search=${encodeURIComponent(tag)}&ordering=-name&tab=real`;
    const list = await admin.get(`/api/v1/buildings/?${query}&page_size=100`);
    const r = await admin.get(`/api/v1/buildings/export/?format=csv&${query}`);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.res.headers['content-disposition']).toMatch(/^attachment; filename="buildings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = r.res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,Identifiant unique,Nom,Site,Bâtiment fantôme,Créé le');
    const rows = lines.slice(1).map((l: string) => l.split(','));
    expect(rows.map((c: string[]) => Number(c[0]))).toEqual(list.body.results.map((b: { id: number }) => b.id));
    expect(rows[0][3]).toBe(list.body.results[0].factory_name);
    expect(rows[0][4]).toBe('Non');
    expect(rows[0][5]).toBe(displayInstant(list.body.results[0].created_at)); // DD/MM/YYYY HH:mm, Paris time
    const en = await admin.get(`/api/v1/buildings/export/?${query}`, 'en');
    expect(en.res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('ID,Unique identifier,Name,Site,Ghost building,Created on');
  });

  it('XLSX: a real workbook with translated headers', async () => {
    const r = await admin.get(`/api/v1/factories/export/?format=xlsx&search=${encodeURIComponent(tag)}`);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.read(Readable.from(r.res.rawPayload));
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe('Export');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['ID', 'Nom', 'Entreprise', 'Réglementations', 'Nombre de bâtiments', 'Créé le']);
    expect(sheet.rowCount).toBe(3);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[1]).toBe(`${tag} A`);
    expect(row[2]).toBe('Démo Industrie');
    expect(typeof row[4]).toBe('number');
    expect(row[5]).toBeInstanceOf(Date);
    // Issue 34: columns sized to their content, the header frozen, an autofilter over the rows.
    expect(sheet.getColumn(2).width).toBe(`${tag} A`.length + 2);
    expect(sheet.getColumn(6).width).toBe('DD/MM/YYYY HH:mm'.length + 2);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:F3');
  });

  it('CSV cells are quoted and formula-like values defused', async () => {
    await admin.post('/api/v1/buildings/', { name: `=${tag}, "quoted"`, factory: siteA });
    const r = await admin.get(`/api/v1/buildings/export/?search=${encodeURIComponent('quoted')}`);
    expect(r.res.body).toContain(`"'=${tag}, ""quoted"""`);
  });

  it('refuses an unknown format and needs the view right', async () => {
    expect((await admin.get('/api/v1/buildings/export/?format=pdf')).body).toEqual({ format: ["L'option n'est pas valide"] });
    const anonymous = await as(t.app, 'nope').get('/api/v1/buildings/export/');
    expect(anonymous.status).toBe(401);
  });
});
