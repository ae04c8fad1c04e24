// Deactivating a user signs them out everywhere: their sessions are revoked and password links retired (a trigger on
// users.is_active, migration 0008), so reactivating them does not bring old tokens back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, login, startApp, type TestApp } from './helpers';
import { demoIds, signInAsNew, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let admin: Api;
let ids: DemoIds;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  ids = await demoIds(t.pool);
});
afterAll(async () => { await t.close(); });

const base = () => ({ factories: [ids.lyon], regulations: [ids.regs[0]], rights: { dashboard: ['view'] } });

describe('deactivating a user', () => {
  it('revokes their sessions: reactivated, the old token stays dead', async () => {
    const { row, api } = await signInAsNew(t, admin, base());
    // A reset link asked before the deactivation (its token is only mailed: checked in the table).
    expect((await admin.post('/api/v1/login/password-reset/', { email: row.email })).status).toBe(200);
    await expect.poll(async () => (await t.pool.query('SELECT 1 FROM password_tokens WHERE user_id = $1 AND used_at IS NULL', [row.id])).rowCount).toBeGreaterThan(0);
    const second = as(t.app, await login(t.app, row.email));
    expect((await api.get('/api/v1/user/me/')).status).toBe(200);
    expect((await admin.patch(`/api/v1/users/${row.id}/`, { is_active: false })).status).toBe(200);
    expect((await api.get('/api/v1/user/me/')).status).toBe(401);
    expect((await admin.patch(`/api/v1/users/${row.id}/`, { is_active: true })).status).toBe(200);
    for (const old of [api, second]) {
      const r = await old.get('/api/v1/user/me/');
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ detail: 'Jeton invalide ou expiré.' });
    }
    const live = await t.pool.query('SELECT 1 FROM api_sessions WHERE user_id = $1 AND revoked_at IS NULL', [row.id]);
    expect(live.rowCount).toBe(0);
    // Password links (reset, invitation) mailed before are retired too.
    const links = await t.pool.query('SELECT 1 FROM password_tokens WHERE user_id = $1 AND used_at IS NULL', [row.id]);
    expect(links.rowCount).toBe(0);
    // Signing in again works.
    expect((await as(t.app, await login(t.app, row.email)).get('/api/v1/user/me/')).status).toBe(200);
  });

  it('an update that keeps the user active keeps their sessions', async () => {
    const { row, api } = await signInAsNew(t, admin, base());
    expect((await admin.patch(`/api/v1/users/${row.id}/`, { first_name: 'Gardé', is_active: true })).status).toBe(200);
    expect((await api.get('/api/v1/user/me/')).status).toBe(200);
  });
});
