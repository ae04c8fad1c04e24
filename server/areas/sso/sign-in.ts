// The end of every SSO sign-in: the e-mail the provider vouches for becomes a session of the
// EXISTING user of that company (never a new user), handed to the console as /login?token=&expiry=
// does (src/providers/loginApi.ts consumeUrlSession).
// Activity-log rows: company (an SSO sign-in, under the company whose SSO it used; tests/api/access/activity.ts).
import type pg from 'pg';
import type { FastifyRequest } from 'fastify';
import { emailSchema } from '../../crud/schemas';
import { createSession } from '../../auth/sessions';
import { loadContext } from '../../auth/context';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import type { AppDeps } from '../../http/deps';
import type { Attempt } from './attempts';
import type { SsoSettings } from './settings';
import { SsoFailure } from './urls';

/** The provider's e-mail, checked: present, valid, one of the company's domains, the one typed at login. */
export function checkedEmail(raw: unknown, settings: SsoSettings, attempt: Attempt): string {
  if (raw === undefined || raw === null || raw === '') throw new SsoFailure('missing_email', 'no e-mail in the answer');
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) throw new SsoFailure('invalid_email', 'the e-mail is not valid');
  const email = parsed.data;
  if (!settings.emailDomains.includes(email.split('@')[1])) throw new SsoFailure('email_mismatch', 'domain not configured');
  if (attempt.loginHint && attempt.loginHint !== email) throw new SsoFailure('email_mismatch', 'not the e-mail typed at login');
  return email;
}

/** Opens the session of the company's active user with that e-mail; the console URL to go to. */
export async function signIn(deps: AppDeps, req: FastifyRequest, email: string, attempt: Attempt): Promise<string> {
  const { pool, db, config } = deps;
  const { rows } = await (pool as pg.Pool).query<{ id: number }>(`SELECT u.id FROM users u
    JOIN user_companies uc ON uc.user_id = u.id AND uc.company_id = $2
    WHERE u.email = $1 AND u.is_active`, [email, attempt.companyId]);
  if (!rows[0]) throw new SsoFailure('user_not_found', 'no active user with this e-mail in the company');
  const session = await createSession(pool, rows[0].id, config.sessionTtlHours,
    { userAgent: req.headers['user-agent'], ip: req.ip, viaSso: true });
  const ctx = await loadContext(pool, session.tokenHash, req.locale);
  if (ctx) {
    await recordActivity(db, actorOf(ctx), {
      action: 'login', objectType: 'user', objectId: ctx.user.id, objectLabel: ctx.user.email, scope: companyScope(attempt.companyId),
    });
  }
  const params = new URLSearchParams({ token: session.token, expiry: session.expiry.toISOString() });
  if (attempt.redirect) params.set('redirect', attempt.redirect);
  return `/login?${params.toString()}`;
}

/** A console path to come back to: same-origin paths only (no open redirect). */
export const safeRedirect = (value: unknown): string | null =>
  (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && value.length <= 1000 ? value : null);
