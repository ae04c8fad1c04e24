// One-use links of the password flows (invitation, reset): a random token mailed to the user,
// only its SHA-256 stored (password_tokens). The link carries the user id as `uidB64`.
import { sql } from 'drizzle-orm';
import { generateToken, hashToken } from '../../auth/tokens';
import { rows, type Runner } from '../../crud/sql';
import { idFromText } from '../../http/ids';

export type TokenPurpose = 'invite' | 'reset';

/** An invitation waits a week (docs/issue4-contract.md); a reset link is short-lived. */
export const TOKEN_TTL_HOURS: Record<TokenPurpose, number> = { invite: 7 * 24, reset: 24 };

/** The user id as the console's link carries it (base64url of its decimal text, no padding). */
export const encodeUid = (id: number): string => Buffer.from(String(id), 'utf8').toString('base64url');

export function decodeUid(uidB64: string): number | null {
  return idFromText(Buffer.from(uidB64, 'base64url').toString('utf8'));
}

/** The console page that sets the password (relative: the mailer prefixes PUBLIC_URL). */
export const passwordLink = (email: string, userId: number, token: string): string =>
  `/reset-password/confirm?${new URLSearchParams({ email, uidB64: encodeUid(userId), token }).toString()}`;

/** Stores a new token for the user and returns it (the only time it is seen in clear). */
export async function issueToken(runner: Runner, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = generateToken();
  await runner.execute(sql`INSERT INTO password_tokens (user_id, token_hash, purpose, expires_at)
    VALUES (${userId}, ${hashToken(token)}, ${purpose}, now() + make_interval(hours => ${TOKEN_TTL_HOURS[purpose]}))`);
  return token;
}

/** The user of a live token (unused, unexpired, of that user), locked until the transaction ends. */
export async function liveToken(runner: Runner, userId: number, token: string): Promise<number | null> {
  const [row] = await rows<{ user_id: number }>(runner, sql`
    SELECT pt.user_id FROM password_tokens pt JOIN users u ON u.id = pt.user_id
    WHERE pt.token_hash = ${hashToken(token)} AND pt.user_id = ${userId} AND pt.used_at IS NULL
      AND pt.expires_at > now() AND u.is_active
    FOR UPDATE OF pt`);
  return row?.user_id ?? null;
}

/** Marks every pending link of the user used: once a password is set, older links die. */
export async function retireTokens(runner: Runner, userId: number): Promise<void> {
  await runner.execute(sql`UPDATE password_tokens SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`);
}

/** Reset links issued to the user in the last `minutes` (a cap against mail flooding). */
export async function recentResets(runner: Runner, userId: number, minutes: number): Promise<number> {
  const [row] = await rows<{ n: number }>(runner, sql`SELECT count(*)::int AS n FROM password_tokens
    WHERE user_id = ${userId} AND purpose = 'reset' AND created_at > now() - make_interval(mins => ${minutes})`);
  return row.n;
}
