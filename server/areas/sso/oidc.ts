// OpenID Connect relying party (openid-client): authorization code flow with PKCE (S256), state
// and nonce. The provider's discovery document is cached per company for ten minutes.
import * as oidc from 'openid-client';
import type { Attempt } from './attempts';
import { isLoopback, type SsoSettings } from './settings';
import { SsoFailure } from './urls';

const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();
const CACHE_MS = 10 * 60_000;

/** The provider's configuration; an unreachable or broken provider is a server_error. */
export async function providerOf(s: SsoSettings): Promise<oidc.Configuration> {
  const key = `${s.company}:${s.updatedAt.getTime()}`;
  let hit = cache.get(key);
  if (!hit || Date.now() - hit.at > CACHE_MS) {
    const issuer = new URL(s.issuer);
    const auth = s.clientSecret ? oidc.ClientSecretBasic(s.clientSecret) : oidc.None();
    // Plain http is accepted for a provider on this machine only (settings.ts acceptableUrl).
    const options = issuer.protocol === 'http:' && isLoopback(issuer.hostname) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 };
    hit = { at: Date.now(), config: oidc.discovery(issuer, s.clientId, undefined, auth, options) };
    cache.set(key, hit);
    hit.config.catch(() => cache.delete(key));
  }
  try {
    return await hit.config;
  } catch (err) {
    throw new SsoFailure('server_error', `OIDC discovery failed: ${(err as Error).message}`);
  }
}

export interface OidcStart {
  nonce: string;
  codeVerifier: string;
}

export const newOidcSecrets = (): OidcStart => ({ nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() });

export async function authorizationUrl(s: SsoSettings, redirectUri: string, state: string, secrets: OidcStart, loginHint: string | null) {
  const config = await providerOf(s);
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: 'openid email',
    response_type: 'code',
    state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (loginHint) params.login_hint = loginHint;
  return oidc.buildAuthorizationUrl(config, params).href;
}

/** Exchanges the code (PKCE verifier, state, nonce checked) and returns the ID token's e-mail claim. */
export async function emailFromCallback(s: SsoSettings, redirectUri: string, query: string, attempt: Attempt): Promise<unknown> {
  const config = await providerOf(s);
  const current = new URL(redirectUri);
  current.search = query;
  let claims: { email?: unknown; email_verified?: unknown } | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: attempt.codeVerifier ?? '', expectedState: attempt.id, expectedNonce: attempt.nonce ?? '', idTokenExpected: true,
    });
    const idToken = tokens.claims();
    claims = idToken as typeof claims;
    // Many providers put the e-mail in the userinfo answer only (scope claims with an access token).
    if (idToken && idToken.email === undefined) claims = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
  } catch (err) {
    throw new SsoFailure('generic', `OIDC code exchange refused: ${(err as Error).message}`);
  }
  // A provider that says the address is not verified vouches for no e-mail.
  if (claims?.email !== undefined && claims.email_verified === false) throw new SsoFailure('invalid_email', 'e-mail not verified');
  return claims?.email;
}
