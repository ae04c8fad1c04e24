// Sign-ins under way, in PostgreSQL (any instance may receive the provider's answer): created by
// the start route, consumed once by the callback (OIDC) or the ACS (SAML), valid ten minutes.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Protocol } from './settings';

const TTL_MINUTES = 10;

export interface Attempt {
  id: string;
  companyId: number;
  protocol: Protocol;
  nonce: string | null;
  codeVerifier: string | null;
  requestId: string | null;
  loginHint: string | null;
  redirect: string | null;
}

export const randomId = () => randomBytes(24).toString('base64url');

export async function createAttempt(pool: pg.Pool, a: Omit<Attempt, 'id'>): Promise<string> {
  const id = randomId();
  // Old attempts go on each start: the table holds only the last ten minutes.
  await pool.query('DELETE FROM sso_attempts WHERE expires_at < now()');
  await pool.query(`INSERT INTO sso_attempts (id, company_id, protocol, nonce, code_verifier, request_id, login_hint, redirect, expires_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => ${TTL_MINUTES}))`,
  [id, a.companyId, a.protocol, a.nonce, a.codeVerifier, a.requestId, a.loginHint, a.redirect]);
  return id;
}

/** Takes the live attempt `id` of `company` (deleted: a state or RelayState serves once). */
export async function takeAttempt(pool: pg.Pool, id: string, company: number, protocol: Protocol): Promise<Attempt | null> {
  const { rows } = await pool.query<{
    id: string; company_id: number; protocol: Protocol; nonce: string | null; code_verifier: string | null;
    request_id: string | null; login_hint: string | null; redirect: string | null;
  }>(`DELETE FROM sso_attempts WHERE id = $1 AND company_id = $2 AND protocol = $3 AND expires_at > now() RETURNING *`,
    [id.slice(0, 64), company, protocol]);
  const r = rows[0];
  return r ? {
    id: r.id, companyId: r.company_id, protocol: r.protocol, nonce: r.nonce, codeVerifier: r.code_verifier,
    requestId: r.request_id, loginHint: r.login_hint, redirect: r.redirect,
  } : null;
}

/** Records a SAML assertion until it expires; false when it was already used (a replay). */
export async function firstUse(pool: pg.Pool, company: number, assertionId: string, expiresAt: Date): Promise<boolean> {
  await pool.query('DELETE FROM sso_assertions WHERE expires_at < now()');
  const { rowCount } = await pool.query(`INSERT INTO sso_assertions (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`,
    [`${company}:${assertionId}`.slice(0, 300), expiresAt]);
  return rowCount === 1;
}
