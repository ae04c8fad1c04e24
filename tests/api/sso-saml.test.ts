// Issue 28 §3, SAML 2.0: the service provider (@node-saml/node-saml) against a real identity
// provider (samlify) signing with its own key: SP-initiated redirect, POST to the ACS. Signed
// assertions, audience, recipient, time window, InResponseTo, replay and RelayState are checked;
// every failure ends on /sso-error with its spec §8 code, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, call, login, startApp, type TestApp } from './helpers';
import { samlIdp } from '../sso/saml-idp';
import { ssoWorld, type SsoWorld } from '../sso/world';

let t: TestApp;
let w: SsoWorld;
let admin: ReturnType<typeof as>;
let spMetadata: string;
const idp = samlIdp();
const PUBLIC_URL = 'http://localhost:8080';

beforeAll(async () => {
  t = await startApp({ PUBLIC_URL });
  w = await ssoWorld(t.pool, 'saml');
  admin = as(t.app, await login(t.app, w.admin, w.password));
  const saved = await admin.put(`/api/v1/sso/?company=${w.company}`, { protocol: 'saml', metadata: idp.metadata, email_domains: [w.domain], enabled: true });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const md = await t.app.inject({ method: 'GET', url: `/api/v1/sso/${w.company}/saml/metadata/` });
  expect(md.statusCode).toBe(200);
  spMetadata = md.body;
}, 120_000);
afterAll(async () => { await t?.close(); });

const acs = () => `/api/v1/sso/${w.company}/saml/acs/`;

/** Login step 1 and the start: the IdP URL (with our AuthnRequest) and the RelayState. */
async function start(email: string) {
  const check = await call(t.app, 'POST', '/api/v1/login/check/', { body: { username: email } });
  expect(check.body.method).toBe('sso');
  const res = await t.app.inject({ method: 'GET', url: check.body.url });
  expect(res.statusCode).toBe(302);
  const url = String(res.headers.location);
  expect(url.startsWith('https://idp.example.test/sso?SAMLRequest=')).toBe(true);
  return { url, relayState: new URL(url).searchParams.get('RelayState')! };
}

const post = async (form: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'POST', url: acs(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString(),
  });
  expect(res.statusCode, res.body).toBe(302);
  return String(res.headers.location);
};

/** A full sign-in where the IdP answers for `email` with `override`n values. */
async function signIn(email: string, override: Record<string, string> = {}, typed = email) {
  const { url, relayState } = await start(typed);
  const answer = await idp.respond(spMetadata, url, email, override);
  return { location: await post({ SAMLResponse: answer.SAMLResponse, RelayState: relayState }), answer, relayState };
}

describe('SAML sign-in', () => {
  it('publishes the SP metadata: entity ID, POST ACS, signed assertions wanted', () => {
    expect(spMetadata).toContain(`entityID="${PUBLIC_URL}/api/v1/sso/${w.company}/saml/metadata/"`);
    expect(spMetadata).toContain(`Location="${PUBLIC_URL}${acs()}"`);
    expect(spMetadata).toContain('WantAssertionsSigned="true"');
  });

  it('signs the existing user in from a signed assertion', async () => {
    const { location } = await signIn(w.users.alice);
    const target = new URL(location, PUBLIC_URL);
    expect(target.pathname).toBe('/login');
    const me = await as(t.app, target.searchParams.get('token')!).get('/api/v1/user/me/');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(w.users.alice);
  });

  it('a tampered assertion (signature no longer matches) is refused', async () => {
    const { url, relayState } = await start(w.users.alice);
    const answer = await idp.respond(spMetadata, url, w.users.alice);
    const xml = Buffer.from(answer.SAMLResponse, 'base64').toString('utf8').replaceAll(w.users.alice, w.users.bob);
    expect(await post({ SAMLResponse: Buffer.from(xml).toString('base64'), RelayState: relayState })).toBe('/sso-error?code=generic');
  });

  it('another audience, recipient or destination is refused', async () => {
    expect((await signIn(w.users.alice, { Audience: 'https://other-sp.example/metadata' })).location).toBe('/sso-error?code=generic');
    expect((await signIn(w.users.alice, { SubjectRecipient: 'https://other-sp.example/acs' })).location).toBe('/sso-error?code=generic');
    expect((await signIn(w.users.alice, { Destination: 'https://other-sp.example/acs' })).location).toBe('/sso-error?code=generic');
  });

  it('an expired or not yet valid assertion is refused', async () => {
    const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
    expect((await signIn(w.users.alice, {
      ConditionsNotBefore: ago(20), ConditionsNotOnOrAfter: ago(10), SubjectConfirmationDataNotOnOrAfter: ago(10), IssueInstant: ago(20),
    })).location).toBe('/sso-error?code=generic');
    expect((await signIn(w.users.alice, { ConditionsNotBefore: ago(-10) })).location).toBe('/sso-error?code=generic');
  });

  it('a replayed assertion is refused, even carried by a new sign-in answering its request id', async () => {
    const first = await signIn(w.users.alice);
    expect(first.location.startsWith('/login?token=')).toBe(true);
    expect(await post({ SAMLResponse: first.answer.SAMLResponse, RelayState: first.relayState })).toBe('/sso-error?code=generic');
    // Only the stored assertion ids stop this one: a fresh attempt that expects the old request id.
    const { relayState } = await start(w.users.alice);
    await t.pool.query('UPDATE sso_attempts SET request_id = $2 WHERE id = $1', [relayState, first.answer.requestId]);
    expect(await post({ SAMLResponse: first.answer.SAMLResponse, RelayState: relayState })).toBe('/sso-error?code=generic');
    const { rowCount } = await t.pool.query('SELECT 1 FROM sso_assertions WHERE id = $1', [`${w.company}:${first.answer.assertionId}`]);
    expect(rowCount).toBe(1);
  });

  it('a missing RelayState is missing_relay_state; an unknown user user_not_found; another e-mail email_mismatch', async () => {
    const { url } = await start(w.users.alice);
    const answer = await idp.respond(spMetadata, url, w.users.alice);
    expect(await post({ SAMLResponse: answer.SAMLResponse })).toBe('/sso-error?code=missing_relay_state');
    expect((await signIn(`ghost@${w.domain}`, {}, w.users.alice)).location).toBe('/sso-error?code=email_mismatch');
    expect((await signIn(w.users.bob, {}, w.users.alice)).location).toBe('/sso-error?code=email_mismatch');
    expect((await signIn('someone@elsewhere.example', {}, w.users.alice)).location).toBe('/sso-error?code=email_mismatch');
    // Started without a login hint (e.g. from a bookmark): an address of the domain with no user.
    const bare = await t.app.inject({ method: 'GET', url: `/api/v1/sso/${w.company}/start/` });
    const loc = String(bare.headers.location);
    const ghost = await idp.respond(spMetadata, loc, `ghost@${w.domain}`);
    expect(await post({ SAMLResponse: ghost.SAMLResponse, RelayState: new URL(loc).searchParams.get('RelayState')! })).toBe('/sso-error?code=user_not_found');
    expect((await t.pool.query('SELECT 1 FROM users WHERE email = $1', [`ghost@${w.domain}`])).rowCount).toBe(0);
  });

  it('garbage at the ACS is an /sso-error redirect, never a 5xx', async () => {
    expect(await post({ SAMLResponse: 'not base64 at all', RelayState: 'x' })).toBe('/sso-error?code=generic');
    expect(await post({ SAMLResponse: Buffer.from('<x/>').toString('base64'), RelayState: (await start(w.users.alice)).relayState })).toBe('/sso-error?code=generic');
    const json = await t.app.inject({ method: 'POST', url: acs(), payload: { RelayState: 1 } });
    expect(json.statusCode).toBeLessThan(500);
  });
});
