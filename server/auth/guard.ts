// Authentication and the guards handlers use. Who may call a route is its access declaration
// (server/http/access.ts), enforced by server/http/access-hook.ts with authenticateRequest.
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Action, Area, Tier } from '../../resources/types';
import { forbidden, missingPermissions, unauthorized } from '../http/errors';
import '../http/types';
import { countTokenRequest, DEFAULT_TOKEN_RATE_LIMIT, isAppKey, loadTokenContext, touchToken } from './app-tokens';
import type { ContextCache } from './context-cache';
import { loadContext, touchDue, touchSession, type RequestContext } from './context';
import { missing, tierIncludes } from './rights';
import { hashToken, tokenFromHeader } from './tokens';

export interface AuthOptions {
  /** Requests per minute of one private-application token (TOKEN_RATE_LIMIT). */
  tokenRateLimit?: number;
  /** This instance's session contexts (SESSION_CACHE): a token seen before costs no query. */
  cache?: ContextCache;
}

/**
 * `Authorization: Token <token>` → request.ctx, or 401 (called before the body is read): a
 * session's token, or a private-application key (app-tokens.ts), counted against its rate limit.
 */
export async function authenticateRequest(pool: pg.Pool, req: FastifyRequest, opts: AuthOptions = {}): Promise<RequestContext> {
  const header = req.headers.authorization;
  if (!header) throw unauthorized('not_authenticated');
  const token = tokenFromHeader(header);
  if (!token) throw unauthorized('token_invalid');
  const appKey = isAppKey(token);
  // Sessions by their stored hash; application keys by a hash of the whole key (secret checked once, at load).
  const key = appKey ? `k:${hashToken(token)}` : `s:${hashToken(token)}`;
  const { cache } = opts;
  let ctx = cache?.get(key, req.locale);
  if (!ctx) {
    const mark = cache?.mark() ?? 0;
    const loaded = appKey ? await loadTokenContext(pool, token, req.locale) : await loadContext(pool, hashToken(token), req.locale);
    if (!loaded) throw unauthorized('token_invalid');
    cache?.set(key, loaded, mark, loaded.validUntil);
    ctx = loaded;
  }
  // The rate limit stays shared by every instance (a counter in PostgreSQL, one statement).
  if (ctx.tokenId) await countTokenRequest(pool, ctx.tokenId, opts.tokenRateLimit ?? DEFAULT_TOKEN_RATE_LIMIT);
  req.ctx = ctx;
  if (touchDue(ctx)) {
    const touch = ctx.tokenId ? touchToken(pool, ctx) : touchSession(pool, ctx);
    cache?.touched(key, new Date());
    touch.catch((err) => req.log.warn({ err }, 'could not touch the session'));
  }
  return ctx;
}

export function ctxOf(req: FastifyRequest): RequestContext {
  if (!req.ctx) throw unauthorized('not_authenticated');
  return req.ctx;
}

/** 403 listing the missing `area.action` permissions. */
export function requireRights(ctx: RequestContext, area: Area, ...actions: Action[]): void {
  const lacking = missing(ctx.rights, area, actions);
  if (lacking.length) throw missingPermissions(lacking);
}

/** Companies of the scope whose plan includes `tier` (every scoped company when no tier). */
export const companiesWithTier = (ctx: RequestContext, tier: Tier | undefined): number[] =>
  ctx.companies.filter((id) => tierIncludes(ctx.tiers.get(id) ?? 'start', tier));

/** What a resource of plan `tier` may reach: companies and sites (sites only of those companies). */
export function allowedScope(ctx: RequestContext, tier: Tier | undefined): Allowed {
  if (!tier) return { companies: ctx.companies, factories: ctx.factories };
  const companies = companiesWithTier(ctx, tier);
  const set = new Set(companies);
  return { companies, factories: ctx.factories.filter((f) => set.has(ctx.factoryCompany.get(f) ?? -1)) };
}
export interface Allowed {
  companies: number[];
  factories: number[];
}

/** 403 when no company of the scope has the plan a feature needs. */
export function requireTier(ctx: RequestContext, tier: Tier | undefined): void {
  if (tier && companiesWithTier(ctx, tier).length === 0) throw forbidden('tier_required', { tier });
}
