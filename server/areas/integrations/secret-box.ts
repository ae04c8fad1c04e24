// Webhook signing secrets at rest: AES-256-GCM under a key derived from the server secret
// (SECRET_KEY, else the random one kept in app_secrets: then a copy of the database alone
// still opens them, so production should set SECRET_KEY). The secret must be readable again
// to sign each delivery, so a hash would not do.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Runner } from '../../crud/sql';
import { serverSecret } from '../../notify/unsubscribe';

const keyOf = async (db: Runner) => createHash('sha256').update(`webhook-secret:${await serverSecret(db)}`).digest();

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export async function seal(db: Runner, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export async function open(db: Runner, sealed: string): Promise<string> {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('webhook secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
