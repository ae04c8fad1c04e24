import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let company: number;
let lyon: number;
let other: number;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  company = (await t.pool.query(`SELECT company_id FROM users u JOIN user_companies uc ON uc.user_id = u.id WHERE u.email = $1`, [ADMIN])).rows[0].company_id;
  lyon = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Usine de Lyon'`)).rows[0].id;
  other = (await t.pool.query(`SELECT id FROM factories WHERE company_id <> $1 ORDER BY id LIMIT 1`, [company])).rows[0].id;
});
afterAll(async () => { await t.close(); });

describe('tags (folders)', () => {
  it('creates, lists, searches, renames and deletes a folder with its sites', async () => {
    const created = await admin.post('/api/v1/tags/', { name: 'Rapports électriques', company, factories: [lyon] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Rapports électriques', company, factories: [lyon] });
    const id = created.body.id;
    const found = await admin.get('/api/v1/tags/?search=electriques');
    expect(found.body.results.map((r: { id: number }) => r.id)).toContain(id);
    expect((await admin.get(`/api/v1/tags/?factories=${lyon}`)).body.results.map((r: { id: number }) => r.id)).toContain(id);
    expect((await admin.get('/api/v1/tags/count/')).body.count).toBeGreaterThan(0);
    const renamed = await admin.patch(`/api/v1/tags/${id}/`, { name: 'Rapports', factories: [] });
    expect(renamed.body).toMatchObject({ name: 'Rapports', factories: [] });
    const history = await admin.get(`/api/v1/activity-log/?object_type=tags&object_id=${id}`);
    expect(history.body.results.map((r: { action: string }) => r.action).sort()).toEqual(['create', 'update']);
    expect((await admin.del(`/api/v1/tags/${id}/`)).status).toBe(204);
    expect((await admin.get(`/api/v1/tags/${id}/`)).status).toBe(404);
  });

  it('refuses another company\'s site, a missing name and null on the name', async () => {
    const bad = await admin.post('/api/v1/tags/', { name: 'X', company, factories: [other] });
    expect(bad.status).toBe(400);
    expect(bad.body.factories).toBeDefined();
    expect((await admin.post('/api/v1/tags/', { company })).body.name).toBeDefined();
    const id = (await admin.post('/api/v1/tags/', { name: 'Y', company })).body.id;
    expect((await admin.patch(`/api/v1/tags/${id}/`, { name: null })).status).toBe(400);
  });

  it('is scoped by company, and read-only for a reader', async () => {
    const id = (await admin.post('/api/v1/tags/', { name: 'Privé', company })).body.id;
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/tags/${id}/`)).status).toBe(404);
    expect((await corpo.get('/api/v1/tags/?page_size=100')).body.results.map((r: { id: number }) => r.id)).not.toContain(id);
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    expect((await lecteur.get(`/api/v1/tags/${id}/`)).status).toBe(200);
    expect((await lecteur.patch(`/api/v1/tags/${id}/`, { name: 'Z' })).status).toBe(403);
  });
});
