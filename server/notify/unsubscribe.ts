// One-click unsubscribe (RFC 8058): a link per recipient and kind, signed with an HMAC-SHA256 of
// the installation's secret, so it switches that kind off without a login and cannot be forged
// for another user or kind. The secret: SECRET_KEY, else one random value kept in app_secrets
// (the first instance to need it writes it; every instance then reads the same).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Runner } from '../crud/sql';
import type { NotificationKind } from './kinds';

let cached: string | undefined;

export async function serverSecret(db: Runner): Promise<string> {
  if (process.env.SECRET_KEY) return process.env.SECRET_KEY;
  if (cached) return cached;
  await rows(db, sql`INSERT INTO app_secrets (name, value) VALUES ('unsubscribe', ${randomBytes(32).toString('hex')})
    ON CONFLICT (name) DO NOTHING`);
  const [row] = await rows<{ value: string }>(db, sql`SELECT value FROM app_secrets WHERE name = 'unsubscribe'`);
  cached = row.value;
  return cached;
}

export const signature = (secret: string, userId: number, kind: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

export function verify(secret: string, userId: number, kind: string, given: string): boolean {
  const want = Buffer.from(signature(secret, userId, kind));
  const got = Buffer.from(given);
  return want.length === got.length && timingSafeEqual(want, got);
}

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: number, kind: NotificationKind) =>
  `${publicUrl}/api/v1/notifications/unsubscribe/?u=${userId}&k=${kind}&s=${signature(secret, userId, kind)}`;
