import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
});
afterAll(async () => { await t.close(); });

describe('regulations (read-only catalogue)', () => {
  it('lists the regulations of the scope with their element type count, searchable', async () => {
    const list = await admin.get('/api/v1/regulations/?ordering=name');
    expect(list.status).toBe(200);
    const names = list.body.results.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toContain('Équipements sous pression');
    expect(list.body.results[0].element_type_count).toBeGreaterThan(0);
    const found = await admin.get('/api/v1/regulations/?search=equipements');
    expect(found.body.results.map((r: { name: string }) => r.name)).toEqual(['Équipements sous pression']);
    expect((await admin.get('/api/v1/regulations/count/')).body.count).toBe(list.body.results.length);
  });

  it('serves no write routes and offers no actions', async () => {
    expect((await admin.post('/api/v1/regulations/', { name: 'x' })).status).toBe(404);
    const id = (await admin.get('/api/v1/regulations/')).body.results[0].id;
    expect((await admin.patch(`/api/v1/regulations/${id}/`, { name: 'x' })).status).toBe(404);
    expect((await admin.del(`/api/v1/regulations/${id}/`)).status).toBe(404);
    const options = await admin.get('/api/v1/regulations/options/');
    expect(options.body).toMatchObject({ detail_actions: [], bulk_actions: [] });
  });

  it('hides regulations outside the scope', async () => {
    const { rows } = await t.pool.query(`INSERT INTO regulations (name) VALUES ('Hors périmètre test') RETURNING id`);
    expect((await admin.get(`/api/v1/regulations/${rows[0].id}/`)).status).toBe(404);
    await t.pool.query('DELETE FROM regulations WHERE id = $1', [rows[0].id]);
  });
});
