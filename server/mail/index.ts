// The mail service: SMTP when configured, else the local outbox (DATA_DIR/mail).
import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../log';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';
import { throttleMailer } from './throttle';
import type { Mailer } from './types';

export type { Mailer, MailMessage, MailRequest, RenderedMail } from './types';
export { sendTemplate } from './send';
export { MAIL_TEMPLATES, renderMail, type MailParams, type MailTemplate } from './templates';

export function createMailer(config: Config, log: Logger): Mailer {
  if (config.smtp) return throttleMailer(createSmtpMailer(config.smtp, config.mailFrom, log), config.smtp.maxPerSecond);
  return createOutboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom, log);
}
