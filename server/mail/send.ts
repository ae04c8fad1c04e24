// The one call jobs and routes use: render a template in the recipient's language, then send.
import { renderMail } from './templates';
import type { Mailer, MailRequest } from './types';

/** Rejects when the template or its parameters are wrong, or when the mail peer refuses. */
export async function sendTemplate(mailer: Mailer, request: MailRequest, publicUrl: string): Promise<void> {
  const { to, locale, template, params } = request;
  await mailer.send({ to, ...renderMail(template, locale, params, publicUrl) });
}
