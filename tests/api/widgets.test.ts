// Experiment (issue 27): the minimal area's generic routes, scoped to the caller's company, under
// a rights area of its own (declared by resources/widgets.ts, in no central list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let company: number;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  company = (await t.pool.query(`SELECT company_id FROM users u JOIN user_companies uc ON uc.user_id = u.id WHERE u.email = $1`, [ADMIN])).rows[0].company_id;
});
afterAll(async () => { await t.close(); });

describe('widgets', () => {
  it('creates, searches, renames and deletes; another company sees none of them', async () => {
    const created = await admin.post('/api/v1/widgets/', { name: 'Bidule', company });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await admin.get('/api/v1/widgets/?search=bidule')).body.results.map((r: { id: number }) => r.id)).toContain(id);
    expect((await admin.patch(`/api/v1/widgets/${id}/`, { name: 'Truc' })).body.name).toBe('Truc');
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/widgets/${id}/`)).status).toBe(404);
    expect((await admin.post('/api/v1/widgets/', { company })).status).toBe(400);
    expect((await admin.del(`/api/v1/widgets/${id}/`)).status).toBe(204);
  });

  it('has its own rights area: in the rights grid, labelled; a reader views but cannot create', async () => {
    const grid = await admin.get('/api/v1/users/areas/');
    expect(grid.body.at(-1)).toEqual({ area: 'widget', label: 'Widgets', actions: ['view', 'create', 'edit', 'delete'] });
    const reader = as(t.app, await login(t.app, LECTEUR));
    expect((await reader.get('/api/v1/widgets/')).status).toBe(200);
    expect((await reader.post('/api/v1/widgets/', { name: 'Refusé', company })).status).toBe(403);
  });
});
