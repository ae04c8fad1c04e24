// Shapes of /user/me/ and /company/all (docs/API.md).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { CurrentUser } from '../../resources/contract';
import type { RequestContext } from './context';

/** The user as /user/me/ and the login answer show it. */
export async function serializeMe(pool: pg.Pool, ctx: RequestContext): Promise<CurrentUser> {
  const { rows } = await pool.query<{ id: number }>(`SELECT id FROM buildings WHERE factory_id = ANY($1::int[])
    AND (factory_id <> ALL($2::int[]) OR id = ANY($3::int[])) ORDER BY id`, [ctx.factories, ctx.buildingSites, ctx.buildings]);
  const buildings = rows.map((r) => r.id);
  const { user } = ctx;
  // The teams the user is a member of, within the companies they belong to (spec §3).
  const { rows: teams } = await pool.query<{ id: number; name: string; company: number }>(
    `SELECT t.id, t.name, t.company_id AS company FROM team_members m JOIN teams t ON t.id = m.team_id
      WHERE m.user_id = $1 AND t.company_id = ANY($2::int[]) ORDER BY t.name, t.id`, [user.id, ctx.companies]);
  const rights = Object.fromEntries(Object.entries(ctx.rights).sort(([a], [b]) => a.localeCompare(b)));
  const company = ctx.selectedCompany ?? 'all';
  // Changes whenever what the console derives from the user changes (rights, scopes, role).
  const hash = createHash('sha256')
    .update(JSON.stringify({
      role: user.role, rights, factories: ctx.factories, regulations: ctx.regulations, buildings,
      companies: ctx.companies, company, admin: user.isAdministrator, dashboards: user.dashboardAccess,
      express: user.canProcessExpressReports,
    }))
    .digest('hex')
    .slice(0, 32);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    picture_id: user.pictureId,
    factories: ctx.factories,
    regulations: ctx.regulations,
    buildings,
    profile_details: { language: user.language, preferred_dashboard: 'main', ...user.profileDetails },
    force_password_change: user.forcePasswordChange,
    exclude_from_sso: user.excludeFromSso,
    // Non-null: this user signs in through SSO (no forced password change, no reset; spec §2, §4).
    sso_settings: user.ssoManaged ? { managed: true } : null,
    hash,
    rights,
    is_administrator: user.isAdministrator,
    dashboard_access: user.dashboardAccess,
    can_process_express_reports: user.canProcessExpressReports,
    teams,
    companies: ctx.companies,
    company,
  };
}

const COMPANIES_SQL = `
SELECT c.id, c.name, c.is_demo, c.tier, c.repere_1, c.repere_2, c.use_repere_2,
  -- What is connected (issue 29 §3): 'webhooks' while one of the company's webhooks is active.
  coalesce(c.integration, (SELECT 'webhooks' FROM webhooks w WHERE w.company_id = c.id AND w.active LIMIT 1)) AS integration,
  (SELECT coalesce(json_agg(json_build_object('id', f.id, 'name', f.name) ORDER BY f.name, f.id), '[]')
     FROM factories f WHERE f.company_id = c.id AND ($2::int[] IS NULL OR f.id = ANY($2))) AS factories,
  (SELECT coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'factory', b.factory_id, 'is_ghost', b.is_ghost)
       ORDER BY f.name, b.name, b.id), '[]')
     FROM buildings b JOIN factories f ON f.id = b.factory_id
     WHERE f.company_id = c.id AND ($2::int[] IS NULL OR f.id = ANY($2))
       AND (f.id <> ALL($3::int[]) OR b.id = ANY($4::int[]))) AS buildings
FROM companies c WHERE $1::int[] IS NULL OR c.id = ANY($1)
ORDER BY c.name, c.id`;

export type CompanyOut = Record<string, unknown> & { id: number };

/**
 * The companies a user may pick from, with their sites and buildings in the user's scope.
 * Support staff see every company whatever their current selection (they switch with it).
 */
export async function listCompanies(pool: pg.Pool, ctx: RequestContext, only?: number): Promise<CompanyOut[]> {
  const support = ctx.user.role === 'support';
  const companies = only !== undefined ? [only] : support ? null : ctx.companies;
  const { rows } = await pool.query<CompanyOut>(COMPANIES_SQL, [companies, support ? null : ctx.factories, ctx.buildingSites, ctx.buildings]);
  return rows;
}
