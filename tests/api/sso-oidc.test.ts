// Issue 28 §3, OIDC: settings (GET/PUT /sso/), the login check, and sign-ins against a real
// OpenID provider (node-oidc-provider on loopback) through its own login form: authorization
// code with PKCE, state and nonce; every failure ends on /sso-error with its spec §8 code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, call, login, startApp, type TestApp } from './helpers';
import { signInAtIdp, startOidcIdp, type OidcIdp } from '../sso/oidc-idp';
import { ssoWorld, type SsoWorld } from '../sso/world';

let t: TestApp;
let idp: OidcIdp;
let w: SsoWorld;
let admin: ReturnType<typeof as>;
const PUBLIC_URL = 'http://localhost:8080';

beforeAll(async () => {
  t = await startApp({ PUBLIC_URL });
  w = await ssoWorld(t.pool, 'oidc');
  idp = await startOidcIdp([`${PUBLIC_URL}/api/v1/sso/${w.company}/oidc/callback/`]);
  admin = as(t.app, await login(t.app, w.admin, w.password));
}, 120_000);
afterAll(async () => { await idp?.close(); await t?.close(); });

const settings = () => ({
  protocol: 'oidc', issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret, email_domains: [w.domain], enabled: true,
});
const sso = (q = '') => `/api/v1/sso/?company=${w.company}${q}`;
const check = async (email: string) => (await call(t.app, 'POST', '/api/v1/login/check/', { body: { username: email } })).body;

/** Login step 1, then the provider's form as `idpLogin`; the redirect that ends the sign-in. */
async function signIn(email: string, idpLogin = email, tamper?: (callback: URL) => Promise<void> | void) {
  const answer = await check(email);
  expect(answer.method).toBe('sso');
  const start = await t.app.inject({ method: 'GET', url: `${answer.url}&redirect=/tasks` });
  expect(start.statusCode).toBe(302);
  const authorize = String(start.headers.location);
  expect(authorize.startsWith(`${idp.issuer}/`)).toBe(true);
  const params = new URL(authorize).searchParams;
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('nonce')).toBeTruthy();
  const callback = new URL(await signInAtIdp(authorize, idpLogin));
  await tamper?.(callback);
  const done = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(done.statusCode).toBe(302);
  return String(done.headers.location);
}

describe('SSO settings', () => {
  it('are saved, the secret is write-only and kept when omitted; the SP values are given', async () => {
    const saved = await admin.put(sso(), settings());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).not.toHaveProperty('client_secret');
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    expect(saved.body.has_client_secret).toBe(true);
    expect(saved.body.service_provider.redirect_uri).toBe(`${PUBLIC_URL}/api/v1/sso/${w.company}/oidc/callback/`);
    const again = await admin.put(sso(), { ...settings(), client_secret: undefined });
    expect(again.body.has_client_secret).toBe(true);
    const { rows } = await t.pool.query('SELECT client_secret FROM sso_settings WHERE company_id = $1', [w.company]);
    expect(rows[0].client_secret).toBe(idp.clientSecret);
    expect((await admin.get(sso())).body.email_domains).toEqual([w.domain]);
  });

  it('refuse bad input with translated messages, and lower plans or rights', async () => {
    const bad = await call(t.app, 'PUT', sso(), { token: (await login(t.app, w.admin, w.password)), body: { ...settings(), issuer: 'ftp://x', email_domains: ['not a domain'] }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.email_domains[0]).toContain('not valid');
    const off = await admin.put(sso(), { protocol: 'oidc', enabled: true, issuer: '', email_domains: [] });
    expect(off.status).toBe(400);
    expect(off.body.issuer).toBeTruthy();
    // A user without the company edit right; a company below corpo.
    const reader = as(t.app, await login(t.app, w.users.excluded, w.password));
    expect((await reader.put(sso(), settings())).status).toBe(403);
    const start = as(t.app, await login(t.app, 'admin@start.fr'));
    expect((await start.get('/api/v1/sso/')).body.code).toBe('tier_required');
  });
});

describe('login check', () => {
  it('answers sso for the company users on its domain, password for unknown and excluded users', async () => {
    await admin.put(sso(), settings());
    expect(await check(w.users.alice)).toEqual({ method: 'sso', url: `/api/v1/sso/${w.company}/start/?login_hint=${encodeURIComponent(w.users.alice)}` });
    expect(await check(`nobody@${w.domain}`)).toEqual({ method: 'password' });
    expect(await check(w.users.excluded)).toEqual({ method: 'password' });
    expect(await check(w.admin)).toEqual({ method: 'password' });
  });

  it('the user form\'s exclude_from_sso switch (PATCH /users/{id}/) sends the user back to the password', async () => {
    await admin.put(sso(), settings());
    const { rows: [bob] } = await t.pool.query('SELECT id FROM users WHERE email = $1', [w.users.bob]);
    expect(await check(w.users.bob)).toMatchObject({ method: 'sso' });
    const set = await admin.patch(`/api/v1/users/${bob.id}/`, { exclude_from_sso: true });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await check(w.users.bob)).toEqual({ method: 'password' });
    expect((await call(t.app, 'POST', '/api/v1/login/', { body: { username: w.users.bob, password: w.password } })).status).toBe(200);
    expect((await admin.patch(`/api/v1/users/${bob.id}/`, { exclude_from_sso: false })).status).toBe(200);
    expect(await check(w.users.bob)).toMatchObject({ method: 'sso' });
  });

  it('an SSO user cannot sign in by password nor ask a reset (no mail); an excluded user can', async () => {
    await admin.put(sso(), settings());
    const refused = await call(t.app, 'POST', '/api/v1/login/', { body: { username: w.users.alice, password: w.password } });
    expect(refused.status).toBe(400);
    const count = async () => Number((await t.pool.query(`SELECT count(*) AS n FROM password_tokens p JOIN users u ON u.id = p.user_id
      WHERE u.email = ANY($1)`, [[w.users.alice, w.users.excluded]])).rows[0].n);
    const before = await count();
    const reset = await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: w.users.alice } });
    const unknown = await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: `nobody@${w.domain}` } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual(unknown.body);
    expect(await count()).toBe(before);
    await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: w.users.excluded } });
    expect(await count()).toBe(before + 1);
    expect((await call(t.app, 'POST', '/api/v1/login/', { body: { username: w.users.excluded, password: w.password } })).status).toBe(200);
  });
});

describe('OIDC sign-in', () => {
  beforeAll(async () => { await admin.put(sso(), settings()); });

  it('signs the existing user in through the provider form, into a normal session', async () => {
    const target = new URL(await signIn(w.users.alice), PUBLIC_URL);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirect')).toBe('/tasks');
    const token = target.searchParams.get('token')!;
    expect(Date.parse(target.searchParams.get('expiry')!)).toBeGreaterThan(Date.now());
    const me = await as(t.app, token).get('/api/v1/user/me/');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(w.users.alice);
    expect(me.body.sso_settings).not.toBeNull();
    // Forced password change does not hold an SSO user.
    await t.pool.query('UPDATE users SET force_password_change = true WHERE email = $1', [w.users.alice]);
    expect((await as(t.app, token).get('/api/v1/factories/')).status).toBe(200);
    await t.pool.query('UPDATE users SET force_password_change = false WHERE email = $1', [w.users.alice]);
  });

  it('an unknown user is user_not_found (no user is created)', async () => {
    const ghost = `ghost@${w.domain}`;
    idp.emails.set(w.users.bob, ghost);
    expect(await signIn(w.users.bob)).toBe('/sso-error?code=email_mismatch');
    // Typed as the ghost at step 1: the check says password (unknown), so go to start by hand.
    const start = await t.app.inject({ method: 'GET', url: `/api/v1/sso/${w.company}/start/` });
    const callback = new URL(await signInAtIdp(String(start.headers.location), w.users.bob));
    const done = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(done.headers.location).toBe('/sso-error?code=user_not_found');
    expect((await t.pool.query('SELECT 1 FROM users WHERE email = $1', [ghost])).rowCount).toBe(0);
    idp.emails.delete(w.users.bob);
  });

  it('an e-mail other than the one typed is email_mismatch; none is missing_email; a bad one invalid_email', async () => {
    expect(await signIn(w.users.alice, w.users.bob)).toBe('/sso-error?code=email_mismatch');
    idp.emails.set('no-mail', undefined);
    expect(await signIn(w.users.alice, 'no-mail')).toBe('/sso-error?code=missing_email');
    idp.emails.set('bad-mail', 'not an e-mail');
    expect(await signIn(w.users.alice, 'bad-mail')).toBe('/sso-error?code=invalid_email');
  });

  it('a wrong state, or a code without the right PKCE verifier, is refused', async () => {
    expect(await signIn(w.users.alice, w.users.alice, (cb) => { cb.searchParams.set('state', 'forged-state'); })).toBe('/sso-error?code=generic');
    expect(await signIn(w.users.alice, w.users.alice, async (cb) => {
      await t.pool.query(`UPDATE sso_attempts SET code_verifier = 'x' || code_verifier WHERE id = $1`, [cb.searchParams.get('state')]);
    })).toBe('/sso-error?code=generic');
    // A state serves once.
    let replay = '';
    await signIn(w.users.alice, w.users.alice, (cb) => { replay = `${cb.pathname}${cb.search}`; });
    expect((await t.app.inject({ method: 'GET', url: replay })).headers.location).toBe('/sso-error?code=generic');
  });

  it('disabled settings: the start ends on missing_company_link and the check says password', async () => {
    await admin.put(sso(), { ...settings(), enabled: false });
    expect(await check(w.users.alice)).toEqual({ method: 'password' });
    const start = await t.app.inject({ method: 'GET', url: `/api/v1/sso/${w.company}/start/` });
    expect(start.headers.location).toBe('/sso-error?code=missing_company_link');
    await admin.put(sso(), settings());
  });

  it('garbage on the public routes is a 4xx or an /sso-error redirect, never a 5xx', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sso/abc/start/' })).statusCode).toBe(400);
    for (const [url, code] of [[`/api/v1/sso/${w.company}/oidc/callback/?code=x&state=y`, 'generic'], ['/api/v1/sso/999999/oidc/callback/', 'missing_company_link'],
      [`/api/v1/sso/${w.company}/oidc/callback/?error=access_denied`, 'generic']]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`/sso-error?code=${code}`);
    }
  });
});
