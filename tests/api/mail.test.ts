// The mail service against real peers: an in-process SMTP server, and the outbox on disk.
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../locales/types';
import { loadConfig, type Config } from '../../server/config';
import type { Logger } from '../../server/log';
import { createMailer, MAIL_TEMPLATES, renderMail, sendTemplate, type Mailer, type MailTemplate } from '../../server/mail';
import { parseMail, partText, type ParsedMail } from './mime';

const PUBLIC_URL = 'https://conformite.example.fr/app';
const FROM = 'Conformité <no-reply@conformite.example.fr>';

// Accented values everywhere, so a wrong charset or transfer encoding shows.
const PARAMS: Record<MailTemplate, Record<string, string | number>> = {
  export_ready: { resource: 'Équipements de sécurité', rows: 12345, link: '/api/v1/exports/e1/file?k=a&b=ç', expires: '3 mars 2026 à 14 h' },
  invitation: { inviter: 'Zoé Lefèvre', company: 'Aciérie du Nord', link: '/set-password?token=t0k&lang=fr' },
  password_reset: { link: '/reset-password?token=r3set' },
  job_failed: { what: 'Import des contrôles', reason: 'colonne « échéance » absente' },
  webhook_disabled: { url: 'https://hooks.example.fr/conformité', failures: 10, link: '/integrations/webhooks/1' },
};

interface Received { from: string; to: string[]; raw: Buffer }

function captureLog(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const keep = (msg: string) => { lines.push(msg); };
  return { log: { trace: keep, debug: keep, info: keep, warn: keep, error: keep, fatal: keep }, lines };
}

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let config: Config;
  let mailer: Mailer;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false, authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onRcptTo(address, _session, callback) {
        if (!address.address.startsWith('refuse')) return callback();
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          received.push({ from, to: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    config = loadConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), PUBLIC_URL, MAIL_FROM: FROM, LOG_LEVEL: 'silent' });
    mailer = createMailer(config, captureLog().log);
  });

  afterAll(async () => {
    await mailer?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  async function deliver(to: string, locale: 'fr' | 'en', template: MailTemplate, params = PARAMS[template]): Promise<ParsedMail> {
    const before = received.length;
    await sendTemplate(mailer, { to, locale, template, params }, config.publicUrl);
    expect(received).toHaveLength(before + 1);
    const got = received[received.length - 1];
    expect(got.to).toEqual([to]);
    expect(got.from).toBe('no-reply@conformite.example.fr');
    return parseMail(got.raw);
  }

  const cases = MAIL_TEMPLATES.flatMap((template) => LOCALES.map((locale) => [template, locale] as const));

  it.each(cases)('%s in %s arrives whole: recipient, subject, text and HTML parts, accents', async (template, locale) => {
    const to = `${template}.${locale}@client.example.fr`;
    const mail = await deliver(to, locale, template);
    const expected = renderMail(template, locale, PARAMS[template], PUBLIC_URL);

    expect(mail.headers.to).toBe(to);
    expect(mail.headers.from).toContain('no-reply@conformite.example.fr');
    expect(mail.headers.from).toContain('Conformité');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.headers.subject).toBe(expected.subject);
    expect(mail.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    expect(partText(mail, 'text/plain')).toBe(expected.text);
    expect(partText(mail, 'text/html')).toBe(expected.html);

    const text = partText(mail, 'text/plain') ?? '';
    expect(text).toContain(locale === 'fr' ? 'Conformité' : 'Compliance');
    for (const value of Object.values(PARAMS[template])) {
      if (typeof value === 'string' && !value.startsWith('/')) expect(text).toContain(value);
    }
    // The footer links back to the console.
    expect(partText(mail, 'text/html')).toContain(`href="${PUBLIC_URL}"`);
    expect(text).toContain(PUBLIC_URL);
  });

  it('French text survives the trip byte for byte', async () => {
    const mail = await deliver('accents@client.example.fr', 'fr', 'job_failed');
    expect(mail.headers.subject).toBe('Conformité : échec de « Import des contrôles »');
    expect(partText(mail, 'text/plain')).toContain('La tâche « Import des contrôles » a échoué.');
    expect(partText(mail, 'text/plain')).toContain('Motif : colonne « échéance » absente');
    expect(partText(mail, 'text/html')).toContain('Motif : colonne « échéance » absente');
  });

  it('escapes a hostile parameter in the HTML part only', async () => {
    const params = { inviter: 'Eve <script>alert(1)</script>', company: 'A&B "Ltd" <img src=x onerror=y>', link: '/set-password?token=x' };
    const mail = await deliver('hostile@client.example.fr', 'en', 'invitation', params);
    const html = partText(mail, 'text/html') ?? '';
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A&amp;B &quot;Ltd&quot; &lt;img src=x onerror=y&gt;');
    expect(partText(mail, 'text/plain')).toContain('Eve <script>alert(1)</script> invites you');
  });

  it('makes a path link absolute with the public URL (prefix kept), escaped in href', async () => {
    const mail = await deliver('link@client.example.fr', 'fr', 'password_reset', { link: '/reset-password?token=r3&x=1' });
    expect(partText(mail, 'text/plain')).toContain(`\n${PUBLIC_URL}/reset-password?token=r3&x=1\n`);
    expect(partText(mail, 'text/html')).toContain(`href="${PUBLIC_URL}/reset-password?token=r3&amp;x=1"`);
  });

  it('rejects when the peer refuses the recipient, and nothing is delivered', async () => {
    const before = received.length;
    const message = { to: 'refuse@client.example.fr', subject: 'x', text: 'x', html: '<p>x</p>' };
    await expect(mailer.send(message)).rejects.toMatchObject({ responseCode: 550 });
    expect(received).toHaveLength(before);
  });

  it('rejects when the peer refuses one recipient of several', async () => {
    const message = { to: 'ok@client.example.fr, refuse@client.example.fr', subject: 'x', text: 'x', html: '<p>x</p>' };
    await expect(mailer.send(message)).rejects.toThrow(/refuse@client\.example\.fr/);
  });

  it('rejects when no server answers', async () => {
    const port = await freePort();
    const dead = createMailer(loadConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) }), captureLog().log);
    await expect(dead.send({ to: 'a@b.fr', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow(/ECONNREFUSED|connect/i);
    await dead.close();
  });

  it('an unknown template throws before anything is sent', async () => {
    const before = received.length;
    await expect(sendTemplate(mailer, { to: 'a@b.fr', locale: 'fr', template: 'nope', params: {} }, PUBLIC_URL))
      .rejects.toThrow(/Unknown mail template: nope/);
    expect(received).toHaveLength(before);
  });
});

describe('mail outbox (no SMTP configured)', () => {
  let dataDir: string;
  beforeAll(async () => { dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-outbox-')); });
  afterAll(async () => { await fs.rm(dataDir, { recursive: true, force: true }); });

  it('writes each message as a complete .eml in DATA_DIR/mail and logs where', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, MAIL_FROM: FROM });
    expect(config.smtp).toBeNull();
    const { log, lines } = captureLog();
    const mailer = createMailer(config, log);
    const outbox = path.join(dataDir, 'mail');
    const params = { link: '/reset-password?token=abc' };
    await sendTemplate(mailer, { to: 'first@client.example.fr', locale: 'fr', template: 'password_reset', params }, config.publicUrl);
    await sendTemplate(mailer, { to: 'second@client.example.fr', locale: 'en', template: 'password_reset', params }, config.publicUrl);
    await mailer.close();

    const files = await fs.readdir(outbox);
    expect(files.filter((f) => !f.endsWith('.eml'))).toEqual([]);
    const emls = files.sort();
    expect(emls).toHaveLength(2);
    expect(emls[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);

    const raw = await fs.readFile(path.join(outbox, emls[0]));
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/); // CRLF, as on the wire
    const mail = parseMail(raw);
    const expected = renderMail('password_reset', 'fr', params, PUBLIC_URL);
    expect(mail.headers.to).toBe('first@client.example.fr');
    expect(mail.headers.from).toContain('Conformité');
    expect(mail.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(mail.headers.subject).toBe(expected.subject);
    expect(partText(mail, 'text/plain')).toBe(expected.text);
    expect(partText(mail, 'text/html')).toBe(expected.html);
    // Names sort in sending order.
    expect(parseMail(await fs.readFile(path.join(outbox, emls[1]))).headers.to).toBe('second@client.example.fr');

    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('first@client.example.fr');
    expect(lines[0]).toContain(expected.subject);
    expect(lines[0]).toContain(path.join(outbox, emls[0]));
  });
});
