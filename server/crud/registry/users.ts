// Users: visible when they share a company with the caller (support: the selected company's),
// support staff only to support (user-visibility.ts). Sites, regulations and teams shown and
// written are those the caller sees (hidden links stay). Rules of writes: domain/users/hooks.ts.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { usersHooks } from '../../domain/users/hooks';
import { normalizeRights } from '../../domain/users/rights';
import { intArr, iso } from '../sql';
import type { ServerResource } from '../types';
import { visibleUser } from './user-visibility';

const linked = (table: string, key: string, ids: number[]) => sql`(SELECT coalesce(array_agg(x.${sql.identifier(key)}
  ORDER BY x.${sql.identifier(key)}), '{}') FROM ${sql.identifier(table)} x WHERE x.user_id = u.id AND x.${sql.identifier(key)} = ANY(${intArr(ids)}))`;
/** The user's buildings that the caller sees (a caller restricted to some buildings sees those). */
const userBuildings = (ctx: RequestContext) => sql`(SELECT coalesce(array_agg(b.id ORDER BY b.id), '{}')
  FROM user_buildings ub JOIN buildings b ON b.id = ub.building_id
  WHERE ub.user_id = u.id AND b.factory_id = ANY(${intArr(ctx.factories)}) AND ${buildingScope(ctx, sql`b.factory_id`, sql`b.id`)})`;
const userTeams = (ctx: RequestContext) => sql`(SELECT coalesce(array_agg(tm.team_id ORDER BY tm.team_id), '{}')
  FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE tm.user_id = u.id AND t.company_id = ANY(${intArr(ctx.companies)}))`;
const names = (table: string, link: string, key: string, ids: number[]) => sql`(SELECT string_agg(n.name, ', ' ORDER BY n.name)
  FROM ${sql.identifier(link)} l JOIN ${sql.identifier(table)} n ON n.id = l.${sql.identifier(key)}
  WHERE l.user_id = u.id AND n.id = ANY(${intArr(ids)}))`;
const memberOf = (table: string, key: string, ids: (string | number | boolean)[]) => sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} x
  WHERE x.user_id = u.id AND x.${sql.identifier(key)} = ANY(${intArr(ids as number[])}))`;

export const users: ServerResource = {
  def: resources.users,
  table: 'users',
  alias: 'u',
  from: sql`users u`,
  select: (ctx) => sql`u.id, u.email, u.first_name, u.last_name, u.role, u.is_active, u.exclude_from_sso,
    u.is_administrator, u.can_process_express_reports, u.dashboard_access, u.rights, u.password_hash IS NULL AS invited, ${iso(sql`u.created_at`)} AS created_at,
    ${linked('user_companies', 'company_id', ctx.companies)} AS companies,
    ${linked('user_factories', 'factory_id', ctx.factories)} AS factories,
    ${linked('user_regulations', 'regulation_id', ctx.regulations)} AS regulations,
    ${userBuildings(ctx)} AS buildings, ${userTeams(ctx)} AS teams`,
  columns: {
    id: { expr: sql`u.id`, cast: 'int8' },
    email: { expr: sql`u.email`, cast: 'text' },
    first_name: { expr: sql`u.first_name`, cast: 'text' },
    last_name: { expr: sql`u.last_name`, cast: 'text' },
    role: { expr: sql`u.role::text`, cast: 'text', nullable: true },
    is_active: { expr: sql`u.is_active`, cast: 'bool' },
    exclude_from_sso: { expr: sql`u.exclude_from_sso`, cast: 'bool' },
    is_administrator: { expr: sql`u.is_administrator`, cast: 'bool' },
    can_process_express_reports: { expr: sql`u.can_process_express_reports`, cast: 'bool' },
    invited: { expr: sql`(u.password_hash IS NULL)`, cast: 'bool' },
    created_at: { expr: sql`u.created_at`, cast: 'timestamptz' },
  },
  filters: {
    factories: (ids) => memberOf('user_factories', 'factory_id', ids),
    regulations: (ids) => memberOf('user_regulations', 'regulation_id', ids),
    buildings: (ids) => memberOf('user_buildings', 'building_id', ids),
    teams: (ids) => sql`EXISTS (SELECT 1 FROM team_members tm WHERE tm.user_id = u.id AND tm.team_id = ANY(${intArr(ids as number[])}))`,
  },
  scope: (ctx, allowed) => visibleUser(ctx, allowed.companies),
  serialize: (r) => ({
    id: r.id,
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    role: r.role,
    is_active: r.is_active,
    exclude_from_sso: r.exclude_from_sso,
    is_administrator: r.is_administrator,
    can_process_express_reports: r.can_process_express_reports,
    dashboard_access: r.dashboard_access,
    companies: r.companies,
    factories: r.factories,
    regulations: r.regulations,
    buildings: r.buildings,
    teams: r.teams,
    rights: normalizeRights(r.rights),
    invited: r.invited,
    created_at: r.created_at,
  }),
  exportExpr: (ctx) => ({
    companies: names('companies', 'user_companies', 'company_id', ctx.companies),
    factories: names('factories', 'user_factories', 'factory_id', ctx.factories),
    regulations: names('regulations', 'user_regulations', 'regulation_id', ctx.regulations),
    buildings: sql`(SELECT string_agg(b.name, ', ' ORDER BY b.name) FROM user_buildings ub JOIN buildings b ON b.id = ub.building_id
      WHERE ub.user_id = u.id AND b.factory_id = ANY(${intArr(ctx.factories)}) AND ${buildingScope(ctx, sql`b.factory_id`, sql`b.id`)})`,
    teams: sql`(SELECT string_agg(t.name, ', ' ORDER BY t.name) FROM team_members tm JOIN teams t ON t.id = tm.team_id
      WHERE tm.user_id = u.id AND t.company_id = ANY(${intArr(ctx.companies)}))`,
    rights: sql`u.rights::text`,
    dashboard_access: sql`array_to_string(u.dashboard_access, ', ')`,
  }),
  // Logged under the user's first company (a user of several companies is rare).
  owner: { company: sql`(SELECT min(uc.company_id) FROM user_companies uc WHERE uc.user_id = u.id)` },
  write: {
    email: { kind: 'column', column: 'email' },
    first_name: { kind: 'column', column: 'first_name' },
    last_name: { kind: 'column', column: 'last_name' },
    is_active: { kind: 'column', column: 'is_active' },
    exclude_from_sso: { kind: 'column', column: 'exclude_from_sso' },
    rights: { kind: 'column', column: 'rights' },
    is_administrator: { kind: 'column', column: 'is_administrator' },
    can_process_express_reports: { kind: 'column', column: 'can_process_express_reports' },
    dashboard_access: { kind: 'column', column: 'dashboard_access' },
    company: { kind: 'hook' },
    factories: { kind: 'm2m', table: 'user_factories', ownKey: 'user_id', otherKey: 'factory_id' },
    regulations: { kind: 'm2m', table: 'user_regulations', ownKey: 'user_id', otherKey: 'regulation_id' },
    buildings: { kind: 'm2m', table: 'user_buildings', ownKey: 'user_id', otherKey: 'building_id' },
    teams: { kind: 'm2m', table: 'team_members', ownKey: 'user_id', otherKey: 'team_id' },
  },
  hooks: usersHooks,
};
