// Issue 28 §4 and §5: an administrator forces a password change (PATCH /users/{id}/), and the API
// holds that user's sessions on the change until it is made; a user lists their sessions and
// revokes one, or all the others, each refused on its next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, call, DEMO_PASSWORD, login, startApp, type TestApp } from './helpers';
import { demoIds, signInAsNew, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let admin: Api;
let ids: DemoIds;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  ids = await demoIds(t.pool);
});
afterAll(async () => { await t?.close(); });

const newUser = () => signInAsNew(t, admin, { factories: [ids.lyon], regulations: [ids.regs[0]], rights: { baseregulationmodel: ['view'] } });
const signIn = async (email: string, userAgent: string) => {
  const r = await call(t.app, 'POST', '/api/v1/login/', { body: { username: email, password: DEMO_PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(r.status).toBe(200);
  return as(t.app, r.body.token as string);
};

describe('forced password change', () => {
  it('an administrator sets it; the user reaches only me, logout and the change until done', async () => {
    const { row, api } = await newUser();
    expect((await api.get('/api/v1/elements/')).status).toBe(200);
    const set = await admin.patch(`/api/v1/users/${row.id}/`, { force_password_change: true });
    expect(set.status).toBe(200);
    expect(set.body.force_password_change).toBe(true);

    const held = await api.get('/api/v1/elements/');
    expect(held.status).toBe(403);
    expect(held.body).toEqual({ detail: 'Vous devez changer votre mot de passe avant de continuer.', code: 'password_change_required' });
    expect((await api.get('/api/v1/elements/', 'en')).body.detail).toBe('You must change your password before going on.');
    expect((await api.patch('/api/v1/user/me/', { first_name: 'X' })).status).toBe(403);
    const me = await api.get('/api/v1/user/me/');
    expect(me.status).toBe(200);
    expect(me.body.force_password_change).toBe(true);
    expect((await api.get('/api/v1/company/all')).status).toBe(200);

    const changed = await api.post('/api/v1/user/change-password/', { old_password: DEMO_PASSWORD, new_password: 'Nouveau-mot-2026!', new_password_confirm: 'Nouveau-mot-2026!' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = as(t.app, await login(t.app, row.email, 'Nouveau-mot-2026!'));
    expect((await fresh.get('/api/v1/user/me/')).body.force_password_change).toBe(false);
    expect((await fresh.get('/api/v1/elements/')).status).toBe(200);
  });

  it('logging out stays possible while held', async () => {
    const { row, api } = await newUser();
    expect((await admin.patch(`/api/v1/users/${row.id}/`, { force_password_change: true })).status).toBe(200);
    expect((await api.get('/api/v1/elements/')).body.code).toBe('password_change_required');
    expect((await api.post('/api/v1/logout/')).status).toBe(204);
    expect((await api.get('/api/v1/user/me/')).status).toBe(401);
  });

  it('is only set by those who may edit the user', async () => {
    const { row } = await newUser();
    const reader = as(t.app, await login(t.app, 'lecteur@demo.fr'));
    expect((await reader.patch(`/api/v1/users/${row.id}/`, { force_password_change: true })).status).toBe(403);
    expect((await admin.patch(`/api/v1/users/${row.id}/`, { force_password_change: 'oui' })).status).toBe(400);
    const set = await admin.patch(`/api/v1/users/${row.id}/`, { force_password_change: true });
    expect(set.status).toBe(200);
    expect((await admin.get(`/api/v1/users/${row.id}/`)).body.force_password_change).toBe(true);
    expect((await admin.get(`/api/v1/users/?force_password_change=true&id=${row.id}`)).body.results).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('lists the caller’s live sessions with their origin, the current one marked', async () => {
    const { row } = await newUser();
    const phone = await signIn(row.email, 'Mozilla/5.0 (iPhone) Test');
    const desk = await signIn(row.email, 'Mozilla/5.0 (X11; Linux) Test');
    const r = await desk.get('/api/v1/user/sessions/');
    expect(r.status).toBe(200);
    expect(r.body.next).toBeNull();
    const agents = r.body.results.map((s: { user_agent: string }) => s.user_agent);
    expect(agents).toEqual(expect.arrayContaining(['Mozilla/5.0 (iPhone) Test', 'Mozilla/5.0 (X11; Linux) Test']));
    expect(r.body.results[0]).toMatchObject({ current: true, user_agent: 'Mozilla/5.0 (X11; Linux) Test', ip: expect.any(String) });
    expect(r.body.results.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(Object.keys(r.body.results[0]).sort()).toEqual(['created_at', 'current', 'id', 'ip', 'last_used_at', 'user_agent']);
    // Another user's sessions are not listed.
    expect((await phone.get('/api/v1/user/sessions/')).body.results.every((s: { id: number }) =>
      r.body.results.some((x: { id: number }) => x.id === s.id))).toBe(true);
  });

  it('revokes one of its own sessions (refused on its next request), never another user’s', async () => {
    const { row } = await newUser();
    const phone = await signIn(row.email, 'phone');
    const desk = await signIn(row.email, 'desk');
    const list = (await desk.get('/api/v1/user/sessions/')).body.results as { id: number; user_agent: string }[];
    const phoneId = list.find((s) => s.user_agent === 'phone')!.id;
    expect((await phone.get('/api/v1/user/me/')).status).toBe(200);
    // Someone else cannot revoke it: 404, and it still works.
    expect((await admin.del(`/api/v1/user/sessions/${phoneId}/`)).status).toBe(404);
    expect((await phone.get('/api/v1/user/me/')).status).toBe(200);
    expect((await desk.del(`/api/v1/user/sessions/${phoneId}/`)).status).toBe(204);
    expect((await phone.get('/api/v1/user/me/')).status).toBe(401);
    expect((await desk.del(`/api/v1/user/sessions/${phoneId}/`)).status).toBe(404);
    expect((await desk.get('/api/v1/user/me/')).status).toBe(200);
  });

  it('logs out everywhere else, keeping the current session', async () => {
    const { row, api: first } = await newUser();
    const second = await signIn(row.email, 'second');
    const current = await signIn(row.email, 'current');
    // An unknown field is refused (400), and nothing is revoked.
    expect((await current.post('/api/v1/user/sessions/logout-others/', { all: true })).status).toBe(400);
    expect((await first.get('/api/v1/user/me/')).status).toBe(200);
    const r = await current.post('/api/v1/user/sessions/logout-others/', undefined, 'en');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ count: 2, detail: '2 other session(s) signed out.' });
    expect((await first.get('/api/v1/user/me/')).status).toBe(401);
    expect((await second.get('/api/v1/user/me/')).status).toBe(401);
    expect((await current.get('/api/v1/user/sessions/')).body.results).toHaveLength(1);
  });
});
