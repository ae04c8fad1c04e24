import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { USERS } from '../../server/db/seed/data';
import { ADMIN, as, call, DEMO_PASSWORD, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await startApp(); });
afterAll(async () => { await t.close(); });

describe('login', () => {
  it('check answers the same for known and unknown users', async () => {
    const known = await call(t.app, 'POST', '/api/v1/login/check/', { body: { username: ADMIN } });
    const unknown = await call(t.app, 'POST', '/api/v1/login/check/', { body: { username: 'nobody@nowhere.fr' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ method: 'password' });
    expect(unknown.body).toEqual(known.body);
  });

  it('logs in with a trimmed, lowercased username and returns token, expiry and user', async () => {
    const r = await call(t.app, 'POST', '/api/v1/login/', { body: { username: '  Admin@Demo.FR ', password: DEMO_PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiry = Date.parse(r.body.expiry);
    expect(expiry - Date.now()).toBeGreaterThan(167 * 3600_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(168 * 3600_000);
    expect(r.body.user).toMatchObject({ email: ADMIN, first_name: 'Alice', last_name: 'Martin', role: 'admin', company: 'all' });
    const stored = await t.pool.query('SELECT token_hash FROM api_sessions WHERE token_hash = $1', [r.body.token]);
    expect(stored.rowCount).toBe(0); // only the SHA-256 is stored
  });

  it('refuses a wrong password with a translated 400 (fr default, en)', async () => {
    const fr = await call(t.app, 'POST', '/api/v1/login/', { body: { username: unique('x') + '@demo.fr', password: 'nope' } });
    expect(fr.status).toBe(400);
    expect(fr.body).toEqual({ non_field_errors: ['Impossible de se connecter avec les identifiants fournis.'] });
    const en = await call(t.app, 'POST', '/api/v1/login/', { body: { username: ADMIN, password: 'wrong' }, lang: 'en-GB,en;q=0.9' });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ non_field_errors: ['Unable to log in with the provided credentials.'] });
  });

  it('answers the same for an unknown user and a wrong password', async () => {
    const a = await call(t.app, 'POST', '/api/v1/login/', { body: { username: 'ghost-user@demo.fr', password: 'x' } });
    const b = await call(t.app, 'POST', '/api/v1/login/', { body: { username: 'lecteur@demo.fr', password: 'x' } });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
  });

  it('validates the body per field', async () => {
    const r = await call(t.app, 'POST', '/api/v1/login/', { body: { username: '' } });
    expect(r.status).toBe(400);
    expect(r.body.username).toEqual(['Ce champ ne peut être vide.']);
    expect(r.body.password).toEqual(['Ce champ est obligatoire.']);
  });

  it('answers 429 after 10 failures for a username+IP, successful logins not counted', async () => {
    const username = unique('brute').replace(/\s/g, '') + '@demo.fr';
    for (let i = 0; i < 10; i++) {
      const r = await call(t.app, 'POST', '/api/v1/login/', { body: { username, password: `bad${i}` } });
      expect(r.status).toBe(400);
    }
    const blocked = await call(t.app, 'POST', '/api/v1/login/', { body: { username, password: 'again' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    const en = await call(t.app, 'POST', '/api/v1/login/', { body: { username, password: 'again' }, lang: 'en' });
    expect(en.body.detail).toMatch(/^Too many attempts/);
    // Another username from the same IP is not blocked; successes are never counted.
    for (let i = 0; i < 11; i++) await login(t.app, 'lecteur@demo.fr');
  });

  it('the demo users were hashed one by one: no two share a hash (nor a salt)', async () => {
    const emails = USERS.map((u) => u.email);
    const { rows } = await t.pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ANY($1)', [emails]);
    expect(rows).toHaveLength(emails.length);
    const salts = rows.map((r) => r.password_hash.split('$')[4]);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(emails.length);
    expect(new Set(salts).size).toBe(emails.length);
  });

  it('logout revokes the token', async () => {
    const token = await login(t.app, ADMIN);
    const api = as(t.app, token);
    expect((await api.get('/api/v1/user/me/')).status).toBe(200);
    const out = await api.post('/api/v1/logout/');
    expect(out.status).toBe(204);
    const after = await api.get('/api/v1/user/me/');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: 'Jeton invalide ou expiré.' });
  });

  it('refuses an expired token', async () => {
    const token = await login(t.app, ADMIN);
    await t.pool.query(`UPDATE api_sessions SET expiry = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(token)]);
    const r = await as(t.app, token).get('/api/v1/user/me/', 'en');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ detail: 'Invalid or expired token.' });
  });
});
