// A real SMTP peer for API tests: an in-process smtp-server on loopback that keeps every message.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export interface Captured {
  to: string[];
  raw: Buffer;
  mail: ParsedMail;
}

export async function startSmtpCapture() {
  const received: Captured[] = [];
  /** While true, every recipient is refused (550), as a peer down or over quota would. */
  const control = { refuse: false };
  const server = new SMTPServer({
    secure: false, authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onRcptTo(_address, _session, callback) {
      if (!control.refuse) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        received.push({ to: session.envelope.rcptTo.map((a) => a.address), raw, mail: parseMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    control,
    /** SMTP settings for loadConfig / startApp. */
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: 'Conformité <no-reply@test.example>' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
