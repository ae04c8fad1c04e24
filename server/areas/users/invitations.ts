// The invitation e-mail: a one-use link to choose a first password, sent once the user's
// creation has committed (a rolled-back creation sends nothing).
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { rows } from '../../crud/sql';
import type { AppDeps } from '../../http/deps';
import { sendTemplate } from '../../mail/send';
import { issueToken, passwordLink } from './password-tokens';

/** The name the invited user sees: "Alice Martin", or the inviter's e-mail. */
const inviterName = (ctx: RequestContext) => `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email;

/**
 * Issues the token and mails the link, in the inviter's language. Never throws: the user exists
 * already, and a failed e-mail is logged (a password reset sends a new link).
 */
export async function sendInvitation(
  deps: AppDeps, ctx: RequestContext, user: { id: number; email: string }, log: FastifyBaseLogger,
): Promise<void> {
  try {
    const token = await issueToken(deps.db, user.id, 'invite');
    const [company] = await rows<{ name: string }>(deps.db, sql`SELECT c.name FROM user_companies uc
      JOIN companies c ON c.id = uc.company_id WHERE uc.user_id = ${user.id} ORDER BY c.id LIMIT 1`);
    await sendTemplate(deps.mailer, {
      to: user.email,
      locale: ctx.locale,
      template: 'invitation',
      params: { inviter: inviterName(ctx), company: company?.name ?? '', link: passwordLink(user.email, user.id, token) },
    }, deps.config.publicUrl);
  } catch (err) {
    log.error({ err, userId: user.id }, 'the invitation e-mail could not be sent');
  }
}
