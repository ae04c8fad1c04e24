import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { generateToken, hashToken } from './tokens';

/** Who opened a session (GET /user/sessions/ shows it): the User-Agent header and the client IP. */
export interface SessionOrigin {
  userAgent?: string | null;
  ip?: string | null;
  /** Opened by single sign-on (areas/sso). */
  viaSso?: boolean;
}

/** Opens an API session: returns the token (shown once) and its expiry. */
export async function createSession(pool: pg.Pool, userId: number, ttlHours: number, origin: SessionOrigin = {}) {
  const token = generateToken();
  const expiry = new Date(Date.now() + ttlHours * 3_600_000);
  await pool.query('INSERT INTO api_sessions (token_hash, user_id, expiry, user_agent, ip, via_sso) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashToken(token), userId, expiry, origin.userAgent?.slice(0, 512) || null, origin.ip?.slice(0, 64) || null, origin.viaSso ?? false]);
  return { token, tokenHash: hashToken(token), expiry };
}

export async function revokeSession(pool: pg.Pool, sessionId: number): Promise<void> {
  await pool.query('UPDATE api_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Stores a support user's company selection on the session (null: all companies). */
export async function selectCompany(pool: pg.Pool, sessionId: number, companyId: number | null): Promise<void> {
  await pool.query('UPDATE api_sessions SET company_id = $2 WHERE id = $1', [sessionId, companyId]);
}

/** Revokes every live session of a user (after a password change or reset: signed out everywhere). */
export async function revokeUserSessions(runner: { execute: (q: SQL) => Promise<unknown> }, userId: number): Promise<void> {
  await runner.execute(sql`UPDATE api_sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`);
}
