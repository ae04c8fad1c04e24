// The access declaration every route under /api/v1 carries in its options:
//   r.get('/factories/', { config: { access: rights('company', 'view') } }, handler)
// It is the enforcement too (access-hook.ts reads it), so what a route declares and what it
// checks cannot drift; a route without one makes the app fail at start.
import type { Action, Area, Tier } from '../../resources/types';

/**
 * - `public`: no token (login, password flows, health).
 * - `authenticated`: any valid token; the handler only reads or writes the caller's own data.
 * - `owner`: any valid token; the route addresses one object by id and the handler answers 404
 *   to anyone outside its circle (a job: its starter; a user picture: users sharing a company).
 * - `support`: the support role (403 `support_only` otherwise).
 * - `rights`: the `area.action` right (403 listing what is missing) and, with `tier`, a company
 *   in scope on that plan or above (403 `tier_required`). `bulk` is the engine's bulk route:
 *   `view`, plus `delete` or `edit` as the body's `action` asks (checked once the body is read).
 *   Rows out of the caller's scope stay the handler's job: 404, never 403.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'owner' }
  | { kind: 'support' }
  | RightsAccess;

export interface RightsAccess {
  kind: 'rights';
  area: Area;
  action: Action | 'bulk';
  tier?: Tier;
}

export type AccessKind = Access['kind'];
export const ACCESS_KINDS: readonly AccessKind[] = ['public', 'authenticated', 'owner', 'support', 'rights'];

export const PUBLIC: Access = { kind: 'public' };
export const AUTHENTICATED: Access = { kind: 'authenticated' };
export const OWNER: Access = { kind: 'owner' };
export const SUPPORT: Access = { kind: 'support' };
export const rights = (area: Area, action: RightsAccess['action'], tier?: Tier): RightsAccess =>
  (tier ? { kind: 'rights', area, action, tier } : { kind: 'rights', area, action });

/** A declared route, as collected at start (docs, the access-matrix test). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: see server/http/access.ts. Required under /api/v1. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route under /api/v1 with its declaration (filled as routes are registered). */
    accessRoutes: DeclaredRoute[];
  }
}
