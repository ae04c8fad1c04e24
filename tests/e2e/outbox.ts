// The e2e server's dev mail outbox (DATA_DIR/mail/*.eml): read like a mail client would.
import fs from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './helpers';

const OUTBOX = path.join(E2E_DATA_DIR, 'mail');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const mailFiles = async () => (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));

/** An .eml as text: quoted-printable undone, UTF-8 decoded. */
export const readMail = async (file: string) => {
  const raw = (await fs.readFile(path.join(OUTBOX, file), 'latin1'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(raw, 'latin1').toString('utf8');
};

/** The newest mail matching `needle`, waiting up to ~10 s for it to be written. */
export async function findMail(needle: string | RegExp): Promise<string> {
  const matches = (text: string) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text));
  for (let i = 0; i < 50; i++) {
    for (const f of (await mailFiles()).sort().reverse()) {
      const text = await readMail(f);
      if (matches(text)) return text;
    }
    await sleep(200);
  }
  throw new Error(`no mail matching ${needle}`);
}

/** The first mail to `to` written after `before` (a list of the outbox's files). */
export async function newMailTo(to: string, before: string[]): Promise<string> {
  for (let i = 0; i < 75; i++) {
    for (const f of (await mailFiles()).filter((f) => !before.includes(f)).sort()) {
      const text = await readMail(f);
      if (new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}`, 'mi').test(text)) return text;
    }
    await sleep(200);
  }
  throw new Error(`no new mail to ${to}`);
}
