// POST /login/check/, POST /login/ (public) and POST /logout/ (authenticated).
// Activity-log rows: company (sign-in and sign-out; tests/api/access/activity.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, PUBLIC } from '../http/access';
import { nonFieldError, throttled } from '../http/errors';
import type { AppDeps } from '../http/deps';
import { actorOf, companyScope, recordActivity } from '../crud/activity-record';
import { loadContext, type RequestContext } from './context';
import { ctxOf } from './guard';
import { verifyDummy, verifyPassword } from './passwords';
import { serializeMe } from './serialize';
import { SSO_MANAGED_SQL, ssoCompanyOf, ssoStartUrl } from './sso-method';
import { createSession, revokeSession } from './sessions';
import { forgiveAttempt, reserveAttempt } from './throttle';

/** Usernames are e-mails compared trimmed and lowercased. */
const username = z.string().trim().toLowerCase().min(1).max(254);
const checkBody = z.strictObject({ username });
const checkAnswer = z.union([
  z.object({ method: z.literal('password') }),
  z.object({ method: z.literal('sso'), url: z.string().describe('Where to send the browser: starts the sign-in at the company\'s identity provider.') }),
]);
const loginBody = z.strictObject({ username, password: z.string().min(1).max(1024) });

/** Sign-ins and sign-outs are logged under the user's first company (support staff: none). */
const logSession = (db: AppDeps['db'], ctx: RequestContext, action: 'login' | 'logout') =>
  recordActivity(db, actorOf(ctx), {
    action,
    objectType: 'user',
    objectId: ctx.user.id,
    objectLabel: ctx.user.email,
    scope: companyScope(ctx.user.role === 'support' ? null : (ctx.companies[0] ?? null)),
  });

export const loginRoutes: FastifyPluginAsync<AppDeps> = async (app, { pool, db, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // "sso" (with the URL that starts the sign-in at the company's identity provider) for a user held
  // to their company's SSO; "password" for everyone else, unknown e-mails included (one query either way).
  r.post('/login/check/', { schema: { body: checkBody, tags: ['auth'], response: { 200: checkAnswer } }, config: { access: PUBLIC } }, async (req) => {
    const company = await ssoCompanyOf(pool, req.body.username);
    return company === null ? { method: 'password' as const } : { method: 'sso' as const, url: ssoStartUrl(company, req.body.username) };
  });

  r.post('/login/', { schema: { body: loginBody, tags: ['auth'] }, config: { access: PUBLIC } }, async (req) => {
    const { username: email, password } = req.body;
    // Reserved before the password is verified: parallel guesses cannot overtake the limit.
    const wait = await reserveAttempt(pool, email, req.ip);
    if (wait > 0) throw throttled(wait);
    const { rows } = await pool.query<{ id: number; password_hash: string | null; sso: boolean }>(
      `SELECT u.id, u.password_hash, ${SSO_MANAGED_SQL} AS sso FROM users u WHERE u.email = $1 AND u.is_active`, [email]);
    const user = rows[0];
    const ok = user?.password_hash ? await verifyPassword(user.password_hash, password) : await verifyDummy(password);
    if (!user || !ok) throw nonFieldError('api.errors.invalid_credentials');
    // The company enforces its SSO: a password kept from before does not open a session.
    if (user.sso) throw nonFieldError('api.sso.errors.sso_required');
    await forgiveAttempt(pool, email, req.ip);
    const session = await createSession(pool, user.id, config.sessionTtlHours, { userAgent: req.headers['user-agent'], ip: req.ip });
    const ctx = await loadContext(pool, session.tokenHash, req.locale);
    if (!ctx) throw new Error('a session just created could not be loaded');
    await logSession(db, ctx, 'login');
    return { token: session.token, expiry: session.expiry.toISOString(), user: await serializeMe(pool, ctx) };
  });

  r.post('/logout/', { schema: { tags: ['auth'] }, config: { access: AUTHENTICATED } }, async (req, reply) => {
    await revokeSession(pool, ctxOf(req).sessionId);
    await logSession(db, ctxOf(req), 'logout');
    return reply.code(204).send();
  });
};
