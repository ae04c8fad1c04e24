// Private-application tokens as a way in (spec §3 "Token"): `Authorization: Token cpt_…` acts as
// the token's creator, with the creator's CURRENT rights and scope (read on every request, so a
// right withdrawn narrows the token at once) narrowed to the token's company, regulations and
// sites. The key is `cpt_` + a public 12-hex prefix (the index lookup) + 43 random characters;
// only its SHA-256 is stored, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { DetailError } from '../http/errors';
import type { Locale } from '../http/i18n';
import { contextOf, contextSql, touchDue, USER_COLUMNS, type ContextRow, type RequestContext } from './context';

export const APP_KEY_START = 'cpt_';
const KEY_RE = /^cpt_([0-9a-f]{12})[A-Za-z0-9_-]{43}$/;
/** Requests a token may make per minute unless TOKEN_RATE_LIMIT says otherwise. */
export const DEFAULT_TOKEN_RATE_LIMIT = 600;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A new key (shown once), its lookup prefix and the hash stored. */
export function generateAppKey(): { key: string; prefix: string; hash: string } {
  const prefix = randomBytes(6).toString('hex');
  const key = `${APP_KEY_START}${prefix}${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: sha256(key) };
}

export const isAppKey = (token: string) => token.startsWith(APP_KEY_START);

// A token works through its last day, Paris time; its creator must be active.
const tokenSql = (where: string) => contextSql(`
  SELECT 0 AS session_id, t.company_id AS selected, coalesce(t.last_used_at, 'epoch'::timestamptz) AS last_used_at,
    t.id AS token_id, t.key_hash, t.company_id AS token_company,
    CASE WHEN t.expiration_date IS NULL THEN NULL ELSE (t.expiration_date + 1)::timestamp AT TIME ZONE 'Europe/Paris' END AS valid_until,
    ARRAY(SELECT regulation_id FROM token_regulations WHERE token_id = t.id) AS token_regulations,
    ARRAY(SELECT factory_id FROM token_factories WHERE token_id = t.id) AS token_factories,
    ${USER_COLUMNS}
  FROM api_tokens t JOIN users u ON u.id = t.creator_id
  WHERE ${where} AND t.active AND u.is_active
    AND (t.expiration_date IS NULL OR t.expiration_date >= (now() AT TIME ZONE 'Europe/Paris')::date)
`);
const TOKEN_CONTEXT_SQL = tokenSql('t.key_prefix = $1');
const TOKEN_BY_ID_SQL = tokenSql('t.id = $1');

interface TokenRow extends ContextRow {
  token_id: number;
  key_hash: string;
  token_company: number;
  token_regulations: number[];
  token_factories: number[];
}

const DUMMY_HASH = sha256('no such token');

/** The context of a live token (null: unknown, inactive, expired, wrong secret, or its company lost the corpo plan). */
export async function loadTokenContext(pool: pg.Pool, key: string, locale: Locale): Promise<RequestContext | null> {
  const match = KEY_RE.exec(key);
  if (!match) return null;
  const { rows } = await pool.query<TokenRow>({ name: 'token-context', text: TOKEN_CONTEXT_SQL, values: [match[1]] });
  const row = rows[0];
  // Compared even without a row: the answer takes as long whether the prefix exists or not.
  const same = timingSafeEqual(Buffer.from(sha256(key), 'hex'), Buffer.from(row?.key_hash ?? DUMMY_HASH, 'hex'));
  return !row || !same ? null : narrowed(row, locale);
}

/**
 * The context of a token by id, for the background job a token's call started (an export, a zip,
 * a bulk update): it runs with the token's narrowed scope, not the creator's, and not at all once
 * the token is off (null).
 */
export async function loadTokenContextById(pool: pg.Pool, tokenId: number, locale: Locale): Promise<RequestContext | null> {
  const { rows } = await pool.query<TokenRow>(TOKEN_BY_ID_SQL, [tokenId]);
  return rows[0] ? narrowed(rows[0], locale) : null;
}

/** The creator's context narrowed to the token (null: its company is not on the corpo plan any more). */
function narrowed(row: TokenRow, locale: Locale): RequestContext | null {
  const company = row.scope_companies.find((c) => c.id === row.token_company);
  if (!company || company.tier !== 'corpo') return null;
  const regulations = new Set(row.token_regulations);
  const sites = new Set(row.token_factories);
  const ctx = contextOf({
    ...row,
    scope_companies: [company],
    scope_factories: row.scope_factories.filter(([id, c]) => c === company.id && sites.has(id)),
    scope_regulations: row.scope_regulations.filter((id) => regulations.has(id)),
  }, locale);
  // A token does not manage tokens (a leaked key cannot mint itself successors), nor imports
  // (their analysis and apply run later as their author, with the author's whole scope).
  delete ctx.rights.token;
  delete ctx.rights.import;
  return { ...ctx, tokenId: row.token_id, selectedCompany: company.id };
}

/** Marks the token used, at most once a minute. */
export async function touchToken(pool: pg.Pool, ctx: RequestContext): Promise<void> {
  if (!ctx.tokenId || !touchDue(ctx)) return;
  await pool.query('UPDATE api_tokens SET last_used_at = now() WHERE id = $1', [ctx.tokenId]);
}

/**
 * Counts one request of the token in its one-minute window, shared by every instance through
 * login_limits (the login limiter's table, pruned with it); past `limit`, a 429 with Retry-After.
 */
export async function countTokenRequest(pool: pg.Pool, tokenId: number, limit: number): Promise<void> {
  const { rows } = await pool.query<{ hits: number; left: number }>(`
    INSERT INTO login_limits AS l (key, hits, window_start, last_at) VALUES ($1, 1, clock_timestamp(), clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN l.window_start <= clock_timestamp() - interval '1 minute' THEN 1 ELSE l.hits + 1 END,
      window_start = CASE WHEN l.window_start <= clock_timestamp() - interval '1 minute' THEN clock_timestamp() ELSE l.window_start END,
      last_at = clock_timestamp()
    RETURNING l.hits, extract(epoch FROM l.window_start + interval '1 minute' - clock_timestamp())::float8 AS left`, [`token:${tokenId}`]);
  const { hits, left } = rows[0];
  if (hits > limit) {
    const seconds = Math.max(1, Math.ceil(left));
    const err = new DetailError(429, { key: 'api.tokens.rate_limited', params: { seconds } });
    err.headers['retry-after'] = String(seconds);
    throw err;
  }
}
