// Real delivery: one SMTP connection per message (mail is rare here: exports, invitations,
// resets), so no pool to keep alive or to drain at shutdown.
import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { Logger } from '../log';
import type { Mailer } from './types';

export function createSmtpMailer(smtp: SmtpConfig, from: string, log: Logger): Mailer {
  const transport = createTransport(
    {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      // The defaults (2 min to connect, 10 min idle) would hold a job long after the peer is gone.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    },
    { from },
  );
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      // With one recipient nodemailer already rejects; with a list it resolves when only some are
      // refused, which must not pass as delivered.
      if (info.rejected.length) {
        throw new Error(`SMTP peer refused ${info.rejected.join(', ')}: ${info.response ?? ''}`.trim());
      }
      log.debug(`mail sent to ${message.to} (${info.messageId}): ${info.response}`);
    },
    async close() {
      transport.close();
    },
  };
}
