// SAML 2.0 service provider (@node-saml/node-saml): SP-initiated, HTTP-Redirect request, HTTP-POST
// answer. Required: a signed assertion (wantAssertionsSigned), our entity ID as audience, our ACS
// as recipient and destination, the NotBefore/NotOnOrAfter window, InResponseTo our request, and
// an assertion never seen before (stored in PostgreSQL until it expires: every instance sees it).
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type pg from 'pg';
import { firstUse, type Attempt } from './attempts';
import { idpOf } from './saml-idp';
import type { SsoSettings } from './settings';
import { SsoFailure, type SpUrls } from './urls';

const SAML_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const REQUEST_TTL_MS = 10 * 60_000;

/** A cache provider knowing one request: the one this sign-in sent (its id is kept on the attempt). */
class OneRequest implements CacheProvider {
  constructor(public id: string | null = null) {}
  async saveAsync(key: string, value: string) {
    this.id = key;
    return { value, createdAt: Date.now() };
  }
  async getAsync(key: string) {
    return key === this.id ? new Date().toISOString() : null;
  }
  async removeAsync(key: string | null) {
    return key;
  }
}

async function spOf(s: SsoSettings, sp: SpUrls, cache: CacheProvider) {
  const idp = await idpOf(s);
  return new SAML({
    callbackUrl: sp.acs_url,
    entryPoint: idp.ssoUrl,
    issuer: sp.entity_id,
    audience: sp.entity_id,
    idpCert: idp.certs,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: 60_000,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: cache,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
  });
}

/** The identity provider's URL for a new request, and that request's id (kept for InResponseTo). */
export async function samlRequest(s: SsoSettings, sp: SpUrls, relayState: string): Promise<{ url: string; requestId: string }> {
  const cache = new OneRequest();
  const url = await (await spOf(s, sp, cache)).getAuthorizeUrlAsync(relayState, undefined, {});
  if (!cache.id) throw new SsoFailure('server_error', 'no SAML request id');
  return { url, requestId: cache.id };
}

const parse = (xml: string) => new DOMParser({ errorHandler: { error: () => {}, warning: () => {}, fatalError: () => {} } })
  .parseFromString(xml, 'text/xml') as unknown as Document;

/** Validates the POSTed response; returns the e-mail the assertion vouches for. */
export async function samlEmail(pool: pg.Pool, s: SsoSettings, sp: SpUrls, body: { SAMLResponse: string; RelayState: string }, attempt: Attempt): Promise<unknown> {
  let profile: Profile | null;
  try {
    ({ profile } = await (await spOf(s, sp, new OneRequest(attempt.requestId))).validatePostResponseAsync(body));
  } catch (err) {
    if (err instanceof SsoFailure) throw err;
    throw new SsoFailure('generic', `SAML response refused: ${(err as Error).message}`);
  }
  if (!profile) throw new SsoFailure('generic', 'no SAML profile');
  // The response's Destination (when given) and the signed assertion's Recipient must be our ACS.
  const response = parse(Buffer.from(body.SAMLResponse, 'base64').toString('utf8')).getElementsByTagNameNS(PROTOCOL_NS, 'Response')[0];
  const destination = response?.getAttribute('Destination');
  if (destination && destination !== sp.acs_url) throw new SsoFailure('generic', 'wrong Destination');
  const assertion = parse(profile.getAssertionXml?.() ?? '').getElementsByTagNameNS(SAML_NS, 'Assertion')[0];
  const confirmation = assertion?.getElementsByTagNameNS(SAML_NS, 'SubjectConfirmationData')[0];
  if (!assertion || confirmation?.getAttribute('Recipient') !== sp.acs_url) throw new SsoFailure('generic', 'wrong Recipient');
  const id = assertion.getAttribute('ID');
  const until = confirmation.getAttribute('NotOnOrAfter')
    ?? assertion.getElementsByTagNameNS(SAML_NS, 'Conditions')[0]?.getAttribute('NotOnOrAfter');
  const expires = until ? new Date(until) : new Date(Date.now() + REQUEST_TTL_MS);
  if (!id || Number.isNaN(expires.getTime())) throw new SsoFailure('generic', 'assertion without ID or expiry');
  if (!(await firstUse(pool, s.company, id, expires))) throw new SsoFailure('generic', 'assertion replayed');
  const email = profile.email ?? profile.mail
    ?? (profile.nameIDFormat?.endsWith(':emailAddress') ? profile.nameID : undefined);
  return email;
}
