// The public steps of an SSO sign-in: start (the console's login step 1 sends the user here),
// the OIDC callback, the SAML ACS, and the SP metadata. Every failure is a redirect to the
// console's /sso-error?code=<spec §8 code>; never a 5xx (a provider's answer is untrusted input).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { emailSchema } from '../../crud/schemas';
import { createAttempt, takeAttempt } from './attempts';
import { authorizationUrl, emailFromCallback, newOidcSecrets } from './oidc';
import { samlEmail, samlRequest } from './saml';
import { spMetadataXml } from './sp-metadata';
import { readSettings, type Protocol, type SsoSettings } from './settings';
import { checkedEmail, safeRedirect, signIn } from './sign-in';
import { spUrls, ssoErrorPath, SsoFailure } from './urls';

const tags = ['sso'];
const access = { access: PUBLIC };
const params = z.strictObject({ company: z.coerce.number().int().positive().max(2_147_483_647) });
const startQuery = z.object({ login_hint: emailSchema.optional(), redirect: z.string().max(1000).optional() });
const callbackQuery = z.object({
  state: z.string().max(200).optional(), code: z.string().max(4000).optional(), iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(), error_description: z.string().max(2000).optional(),
});
const acsBody = z.object({ SAMLResponse: z.string().max(800_000).optional(), RelayState: z.string().max(200).optional() });
const redirectAnswer = { 302: z.null().describe('Redirect: the identity provider, the console signed in, or /sso-error?code=…') };

/** The company's settings when its SSO may be used (corpo plan, enabled); missing_company_link otherwise. */
async function usableSettings(pool: AppDeps['pool'], company: number, protocol?: Protocol): Promise<SsoSettings> {
  const s = await readSettings(pool, company);
  const { rows } = await pool.query<{ tier: string }>('SELECT tier FROM companies WHERE id = $1', [company]);
  if (!s || !s.enabled || rows[0]?.tier !== 'corpo' || (protocol && s.protocol !== protocol)) {
    throw new SsoFailure('missing_company_link', 'no enabled SSO for this company');
  }
  return s;
}

/** Runs a step; a failure (or any error: server_error) ends on /sso-error with its code. */
async function step(req: FastifyRequest, reply: FastifyReply, run: () => Promise<string>) {
  let target: string;
  try {
    target = await run();
  } catch (err) {
    // An expected refusal is a warning with its reason; anything else is a bug worth a stack.
    if (err instanceof SsoFailure) req.log.warn({ code: err.code, reason: err.message }, 'SSO sign-in failed');
    else req.log.error({ err }, 'SSO sign-in failed');
    const code = err instanceof SsoFailure ? err.code : 'server_error';
    target = ssoErrorPath(code);
  }
  return reply.redirect(target, 302);
}

export const ssoFlowRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { pool, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The SAML answer is an HTML form POST.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))));

  r.get('/sso/:company/start/', {
    schema: { params, querystring: startQuery, tags, response: redirectAnswer }, config: access,
  }, async (req, reply) => step(req, reply, async () => {
    const { company } = req.params;
    const s = await usableSettings(pool, company);
    const sp = spUrls(config.publicUrl, company);
    const loginHint = req.query.login_hint ?? null;
    const redirect = safeRedirect(req.query.redirect);
    if (s.protocol === 'oidc') {
      const secrets = newOidcSecrets();
      const state = await createAttempt(pool, { companyId: company, protocol: 'oidc', ...secrets, requestId: null, loginHint, redirect });
      return authorizationUrl(s, sp.redirect_uri, state, secrets, loginHint);
    }
    // The attempt's id is the RelayState; the request's id is kept for InResponseTo.
    const id = await createAttempt(pool, { companyId: company, protocol: 'saml', nonce: null, codeVerifier: null, requestId: null, loginHint, redirect });
    const { url, requestId } = await samlRequest(s, sp, id);
    await pool.query('UPDATE sso_attempts SET request_id = $2 WHERE id = $1', [id, requestId]);
    return url;
  }));

  r.get('/sso/:company/oidc/callback/', {
    schema: { params, querystring: callbackQuery, tags, response: redirectAnswer }, config: access,
  }, async (req, reply) => step(req, reply, async () => {
    const { company } = req.params;
    const s = await usableSettings(pool, company, 'oidc');
    const attempt = req.query.state ? await takeAttempt(pool, req.query.state, company, 'oidc') : null;
    if (!attempt) throw new SsoFailure('generic', 'unknown or expired state');
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const email = checkedEmail(await emailFromCallback(s, spUrls(config.publicUrl, company).redirect_uri, query, attempt), s, attempt);
    return signIn(deps, req, email, attempt);
  }));

  r.post('/sso/:company/saml/acs/', {
    schema: { params, body: acsBody, tags, consumes: ['application/x-www-form-urlencoded'], response: redirectAnswer }, config: access,
  }, async (req, reply) => step(req, reply, async () => {
    const { company } = req.params;
    const s = await usableSettings(pool, company, 'saml');
    const { SAMLResponse, RelayState } = req.body ?? {};
    if (!RelayState) throw new SsoFailure('missing_relay_state', 'no RelayState');
    if (!SAMLResponse) throw new SsoFailure('generic', 'no SAMLResponse');
    const attempt = await takeAttempt(pool, RelayState, company, 'saml');
    if (!attempt) throw new SsoFailure('generic', 'unknown or expired RelayState');
    const email = checkedEmail(await samlEmail(pool, s, spUrls(config.publicUrl, company), { SAMLResponse, RelayState }, attempt), s, attempt);
    return signIn(deps, req, email, attempt);
  }));

  r.get('/sso/:company/saml/metadata/', {
    schema: { params, tags, response: { 200: z.string().describe('SAML 2.0 service-provider metadata (XML)') } }, config: access,
  }, async (req, reply) => reply.type('application/samlmetadata+xml').send(spMetadataXml(spUrls(config.publicUrl, req.params.company))));
};
