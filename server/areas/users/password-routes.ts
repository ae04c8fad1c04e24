// Password flows: a reset asked by e-mail and confirmed through the mailed link (public, under
// /login/), and the change of a signed-in user's password. Setting a password retires every
// pending link of the user and signs them out everywhere.
// Activity-log rows: company (password changes; tests/api/access/activity.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { SSO_MANAGED_SQL } from '../../auth/sso-method';
import { forgiveAttempt, reserveAttempt } from '../../auth/throttle';
import { emailSchema } from '../../crud/schemas';
import { rows, type Runner } from '../../crud/sql';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { AUTHENTICATED, PUBLIC } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { nonFieldError, throttled, ValidationError } from '../../http/errors';
import { t } from '../../http/i18n';
import { sendTemplate } from '../../mail/send';
import { decodeUid, issueToken, liveToken, passwordLink, recentResets, retireTokens } from './password-tokens';
import { changePasswordErrors, newPasswordErrors } from './password-rules';

/** At most this many reset e-mails per user per RESET_WINDOW minutes: a form cannot flood a mailbox. */
const MAX_RESETS = 3;
const RESET_WINDOW = 15;
const password = z.string().max(1024);

const resetBody = z.strictObject({ email: emailSchema });
const confirmBody = z.strictObject({ uidB64: z.string().max(64), token: z.string().max(128), password, password_confirm: password });
const changeBody = z.strictObject({ old_password: password.optional(), new_password: password.optional(), new_password_confirm: password.optional() });

interface UserRow { id: number; email: string; first_name: string; last_name: string }

/** Stores the new password, retires the links, revokes the sessions and logs it, in one transaction. */
async function setPassword(tx: Runner, user: UserRow, newPassword: string) {
  await tx.execute(sql`UPDATE users SET password_hash = ${await hashPassword(newPassword)}, force_password_change = false
    WHERE id = ${user.id}`);
  await retireTokens(tx, user.id);
  await revokeUserSessions(tx, user.id);
  // The user acts on their own account: they are the actor (the same label as any of their writes).
  const actor = actorOf({ user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name } as RequestContext['user'] });
  const [{ company }] = await rows<{ company: number | null }>(tx, sql`
    SELECT min(company_id) AS company FROM user_companies WHERE user_id = ${user.id}`);
  await recordActivity(tx, actor, {
    action: 'update', objectType: 'users', objectId: user.id, objectLabel: user.email, scope: companyScope(company),
    changes: { password: ['***', '***'] },
  });
}

const userById = async (runner: Runner, id: number) =>
  (await rows<UserRow & { password_hash: string | null }>(runner, sql`
    SELECT id, email, first_name, last_name, password_hash FROM users WHERE id = ${id}`))[0];

export const passwordRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, pool, mailer, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // Same answer whether the address is known or not (no enumeration), and the mail is not awaited
  // so the answer takes no longer when it is. SSO users have no password here: they are answered
  // as an unknown address, and get no mail (spec §4).
  r.post('/login/password-reset/', { schema: { body: resetBody, tags }, config: { access: PUBLIC } }, async (req) => {
    const [user] = await rows<{ id: number; email: string }>(db, sql`SELECT u.id, u.email FROM users u
      WHERE u.email = ${req.body.email} AND u.is_active AND NOT ${sql.raw(SSO_MANAGED_SQL)}`);
    if (user && (await recentResets(db, user.id, RESET_WINDOW)) < MAX_RESETS) {
      const link = passwordLink(user.email, user.id, await issueToken(db, user.id, 'reset'));
      sendTemplate(mailer, { to: user.email, locale: req.locale, template: 'password_reset', params: { link } }, config.publicUrl)
        .catch((err) => req.log.error({ err, userId: user.id }, 'the password reset e-mail could not be sent'));
    }
    return { detail: t(req.locale, 'api.users.password.reset_sent') };
  });

  r.post('/login/password-reset/confirm/', { schema: { body: confirmBody, tags }, config: { access: PUBLIC } }, async (req) => {
    const { uidB64, token, password: chosen, password_confirm: confirm } = req.body;
    const userId = decodeUid(uidB64);
    await db.transaction(async (tx) => {
      // The link first: with a dead link, nothing the form says can help.
      if (!userId || !(await liveToken(tx, userId, token))) throw nonFieldError('api.users.password.link_invalid');
      const errors = newPasswordErrors(chosen, confirm, { password: 'password', confirm: 'password_confirm' });
      if (Object.keys(errors).length) throw new ValidationError(errors);
      await setPassword(tx, await userById(tx, userId), chosen);
    });
    return { detail: t(req.locale, 'api.users.password.reset_done') };
  });

  r.post('/user/change-password/', { schema: { body: changeBody, tags }, config: { access: AUTHENTICATED } }, async (req) => {
    const ctx = ctxOf(req);
    const errors = changePasswordErrors(req.body);
    if (errors.non_field_errors) throw new ValidationError(errors);
    // Guessing the old password from a stolen session counts as login attempts of the account,
    // reserved before verifying (see auth/throttle.ts).
    const wait = await reserveAttempt(pool, ctx.user.email, req.ip);
    if (wait > 0) throw throttled(wait);
    const user = await userById(db, ctx.user.id);
    if (!user.password_hash || !(await verifyPassword(user.password_hash, req.body.old_password!))) {
      errors.old_password = [{ key: 'api.users.password.wrong_old' }];
    } else await forgiveAttempt(pool, ctx.user.email, req.ip);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    await db.transaction((tx) => setPassword(tx, user, req.body.new_password!));
    return { detail: t(ctx.locale, 'api.users.password.changed') };
  });
};
