// A real OpenID Connect provider for the tests: node-oidc-provider on loopback, with its own
// development login form (any login; the login is the account id). Consent is given at once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface OidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The e-mail claim answered for a login (default: the login itself; undefined: no claim). */
  emails: Map<string, string | undefined>;
  close: () => Promise<void>;
}

export async function startOidcIdp(redirectUris: string[]): Promise<OidcIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'conformite-test';
  const clientSecret = 'a-test-client-secret-of-enough-length-0123456789';
  const emails = new Map<string, string | undefined>();
  const config: Configuration = {
    clients: [{
      client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris,
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic',
    }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => {
        const email = emails.has(id) ? emails.get(id) : id;
        return email === undefined ? { sub: id } : { sub: id, email, email_verified: true };
      },
    }),
    // Skip the consent screen: the test client is trusted.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, config);
  server.on('request', provider.callback());
  return {
    issuer, clientId, clientSecret, emails,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** What a browser does at the provider: follow its redirects, fill the dev login form, come back. */
export async function signInAtIdp(authorizeUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  let res = await go(authorizeUrl);
  let url = authorizeUrl;
  for (let hops = 0; hops < 10; hops += 1) {
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      if (!url.startsWith(new URL(authorizeUrl).origin)) return url; // back to the relying party
      res = await go(url);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url} (${res.status}): ${html.slice(0, 300)}`);
    res = await go(new URL(action, url).href, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
  }
  throw new Error('too many hops at the provider');
}
