// Development outbox: with no SMTP server configured, each message becomes an .eml file under
// DATA_DIR/mail and a log line, so a local user can open the invitation or reset link.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../log';
import type { Mailer } from './types';

/** `2026-03-01T09-30-00-123Z-1a2b3c4d.eml`: sorts by time, never collides. */
const fileName = () => `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

export function createOutboxMailer(dir: string, from: string, log: Logger): Mailer {
  // The stream transport builds the same MIME message SMTP would carry; CRLF as on the wire.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName());
      // Written aside then renamed: a reader of the folder never sees half a message.
      const temp = path.join(dir, `.${path.basename(file)}.tmp`);
      try {
        await fs.writeFile(temp, info.message as Buffer, { flag: 'wx' });
        await fs.rename(temp, file);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      log.info(`mail to ${message.to} "${message.subject}" written to ${file}`);
    },
    async close() {
      transport.close();
    },
  };
}
