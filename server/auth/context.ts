// The request context: who calls, with which rights, and the scope every query is limited to.
// Loaded in one statement from the token hash on each authenticated request.
import type pg from 'pg';
import type { Rights, Tier } from '../../resources/types';
import type { Locale } from '../http/i18n';
import { effectiveRights } from './rights';
import { SSO_MANAGED_SQL } from './sso-method';

export interface CurrentUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'support' | null;
  pictureId: number | null;
  forcePasswordChange: boolean;
  excludeFromSso: boolean;
  /** Signs in through the company's SSO (no password here: no forced change, no reset). */
  ssoManaged?: boolean;
  isAdministrator: boolean;
  dashboardAccess: string[];
  canProcessExpressReports: boolean;
  profileDetails: Record<string, unknown>;
  language: string;
}

export interface RequestContext {
  /** The API session (0: none, e.g. a private-application token or a job). */
  sessionId: number;
  /** The private-application token the call came with (null: a session or a job). */
  tokenId?: number | null;
  sessionLastUsed: Date;
  /** Until when the context may be reused without reading it again (session expiry, token's last day). */
  validUntil?: Date;
  user: CurrentUser;
  rights: Rights;
  /** Companies in scope (support: every company, or the selected one) with their tier. */
  companies: number[];
  tiers: Map<number, Tier>;
  /** Sites in scope: the user's sites within those companies (support: all of them). */
  factories: number[];
  /** The company of each site in scope (tier checks by site). */
  factoryCompany: Map<number, number>;
  regulations: number[];
  /**
   * Building scope within the sites: the sites seen through some of their buildings only, and
   * those buildings (both empty for most users: every building of their sites). See scope.ts.
   */
  buildingSites: number[];
  buildings: number[];
  /** A support user's selected company (null: "all"). */
  selectedCompany: number | null;
  locale: Locale;
  /** The background job this context runs (its own row locks do not refuse its writes: jobs/locks.ts). */
  jobId?: string | null;
}

/** The context query around a CTE `s` yielding the user row (with session_id, selected, last_used_at). */
export const contextSql = (userCte: string) => `
WITH s AS (${userCte}), c AS (
  SELECT c.id, c.tier FROM companies c, s
  WHERE CASE WHEN s.role = 'support' THEN (s.selected IS NULL OR c.id = s.selected)
        ELSE c.id IN (SELECT company_id FROM user_companies uc WHERE uc.user_id = s.id) END
)
SELECT s.*,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'tier', c.tier) ORDER BY c.id), '[]') FROM c) AS scope_companies,
  (SELECT coalesce(json_agg(json_build_array(f.id, f.company_id) ORDER BY f.id), '[]') FROM factories f
    WHERE f.company_id IN (SELECT id FROM c)
      -- EXISTS probes the primary key per site; an IN (subquery) inside this OR turns into a
      -- rescanned subplan past ~250k sites (measured by tests/bench/export.ts).
      AND (s.role = 'support' OR EXISTS (SELECT 1 FROM user_factories uf WHERE uf.user_id = s.id AND uf.factory_id = f.id))) AS scope_factories,
  (SELECT coalesce(array_agg(r.id ORDER BY r.id), '{}') FROM regulations r
    WHERE s.role = 'support' OR EXISTS (SELECT 1 FROM user_regulations ur WHERE ur.user_id = s.id AND ur.regulation_id = r.id)) AS scope_regulations,
  (SELECT coalesce(json_agg(json_build_array(b.id, b.factory_id) ORDER BY b.id), '[]') FROM user_buildings ub
    JOIN buildings b ON b.id = ub.building_id WHERE ub.user_id = s.id AND s.role IS DISTINCT FROM 'support') AS scope_buildings
FROM s`;

/**
 * The user's columns the context reads, named (not u.*): the request query is a prepared
 * statement, and a column added by a migration must not change its result under a running instance.
 */
export const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.role, u.picture_id, u.force_password_change,
  u.exclude_from_sso, u.is_administrator, u.dashboard_access, u.can_process_express_reports, u.profile_details, u.rights, u.language`;

const CONTEXT_SQL = contextSql(`
  SELECT s.id AS session_id, s.company_id AS selected, s.last_used_at, s.expiry AS valid_until, ${USER_COLUMNS},
    (s.via_sso OR ${SSO_MANAGED_SQL}) AS sso_managed
  FROM api_sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expiry > now() AND u.is_active
`);

/** A user acting outside a request (a background job): no session, a given company selection. */
const USER_CONTEXT_SQL = contextSql(`
  SELECT 0 AS session_id, $2::int AS selected, now() AS last_used_at, ${USER_COLUMNS}, ${SSO_MANAGED_SQL} AS sso_managed
  FROM users u WHERE u.id = $1 AND u.is_active
`);

export interface ContextRow {
  session_id: number;
  last_used_at: Date;
  valid_until?: Date;
  selected: number | null;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'support' | null;
  picture_id: number | null;
  force_password_change: boolean;
  exclude_from_sso: boolean;
  /** Signed in by SSO, or held to their company's SSO (auth/sso-method.ts). */
  sso_managed?: boolean;
  is_administrator: boolean;
  dashboard_access: string[];
  can_process_express_reports: boolean;
  profile_details: Record<string, unknown>;
  rights: unknown;
  language: string;
  scope_companies: { id: number; tier: Tier }[];
  scope_factories: [number, number][];
  scope_regulations: number[];
  scope_buildings: [number, number][];
}

/** The context of a live session (null: unknown, revoked or expired token, or inactive user). */
export async function loadContext(pool: pg.Pool, tokenHash: string, locale: Locale): Promise<RequestContext | null> {
  // A named (prepared) statement: planned once per connection instead of on every request
  // (1.9 → 0.6 ms at 1M elements, tests/bench/results/elements.md).
  const { rows } = await pool.query<ContextRow>({ name: 'request-context', text: CONTEXT_SQL, values: [tokenHash] });
  return rows[0] ? contextOf(rows[0], locale) : null;
}

/**
 * The context of a user without a session (background jobs run as the user who asked, with the
 * rights and scope they have when the job runs). Null: unknown or inactive user.
 */
export async function loadUserContext(pool: pg.Pool, userId: number, selectedCompany: number | null, locale: Locale): Promise<RequestContext | null> {
  const { rows } = await pool.query<ContextRow>(USER_CONTEXT_SQL, [userId, selectedCompany]);
  return rows[0] ? contextOf(rows[0], locale) : null;
}

export function contextOf(row: ContextRow, locale: Locale): RequestContext {
  return {
    sessionId: row.session_id,
    sessionLastUsed: row.last_used_at,
    validUntil: row.valid_until,
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      pictureId: row.picture_id,
      forcePasswordChange: row.force_password_change,
      excludeFromSso: row.exclude_from_sso,
      ssoManaged: row.sso_managed ?? false,
      isAdministrator: row.is_administrator,
      dashboardAccess: row.dashboard_access,
      canProcessExpressReports: row.can_process_express_reports,
      profileDetails: row.profile_details ?? {},
      language: row.language,
    },
    rights: effectiveRights(row.role, row.rights),
    companies: row.scope_companies.map((c) => c.id),
    tiers: new Map(row.scope_companies.map((c) => [c.id, c.tier])),
    factories: row.scope_factories.map(([id]) => id),
    factoryCompany: new Map(row.scope_factories),
    regulations: row.scope_regulations,
    ...buildingScopeOf(row),
    selectedCompany: row.selected,
    locale,
  };
}

/** Only the buildings of sites in scope count (a building of a site the user lost is inert). */
function buildingScopeOf(row: ContextRow): Pick<RequestContext, 'buildings' | 'buildingSites'> {
  const sites = new Set(row.scope_factories.map(([id]) => id));
  const kept = row.scope_buildings.filter(([, site]) => sites.has(site));
  return { buildings: kept.map(([id]) => id), buildingSites: [...new Set(kept.map(([, site]) => site))] };
}

/** Whether the session (or token) was marked used more than a minute ago. */
export const touchDue = (ctx: RequestContext) => Date.now() - ctx.sessionLastUsed.getTime() >= 60_000;

/** Marks the session used, at most once a minute (not a write on every request). */
export async function touchSession(pool: pg.Pool, ctx: RequestContext): Promise<void> {
  if (!touchDue(ctx)) return;
  await pool.query('UPDATE api_sessions SET last_used_at = now() WHERE id = $1', [ctx.sessionId]);
}
