// Users: visible when they share a company with the caller (support: the selected company's),
// support staff only to support (visibility.ts). Sites, regulations and teams shown and
// written are those the caller sees (hidden links stay). Rules of writes: hooks.ts.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { userBuildings, userCompanies, userFactories, userRegulations, users as u, teamMembers } from './table';
import { usersHooks } from './hooks';
import { normalizeRights } from './rights';
import { visibleUser } from './visibility';

export const users = defineServerResource({
  def: resources.users,
  table: u,
  alias: 'u',
  fields: {
    id: u.id, email: u.email, first_name: u.firstName, last_name: u.lastName, role: u.role, is_active: u.isActive,
    exclude_from_sso: u.excludeFromSso, force_password_change: u.forcePasswordChange, is_administrator: u.isAdministrator, can_process_express_reports: u.canProcessExpressReports,
    dashboard_access: u.dashboardAccess,
    // The company of a new user (the wizard's choice), stored by the hooks as a user_companies row.
    company: { hook: true },
    companies: { m2m: { own: userCompanies.userId, other: userCompanies.companyId } },
    factories: { m2m: { own: userFactories.userId, other: userFactories.factoryId } },
    regulations: { m2m: { own: userRegulations.userId, other: userRegulations.regulationId } },
    buildings: { m2m: { own: userBuildings.userId, other: userBuildings.buildingId } },
    teams: { m2m: { own: teamMembers.userId, other: teamMembers.teamId } },
    rights: u.rights,
    invited: { computed: sql`(u.password_hash IS NULL)`, cast: 'bool' },
    created_at: u.createdAt,
  },
  internal: [u.passwordHash, u.pictureId, u.profileDetails, u.language, u.notificationSettings, u.invitedBy],
  scope: (ctx, allowed) => visibleUser(ctx, allowed.companies),
  serialize: (r) => ({ ...r, rights: normalizeRights(r.rights) }),
  exportExpr: () => ({ rights: sql`u.rights::text`, dashboard_access: sql`array_to_string(u.dashboard_access, ', ')` }),
  // Logged under the user's first company (a user of several companies is rare).
  owner: { company: sql`(SELECT min(uc.company_id) FROM user_companies uc WHERE uc.user_id = u.id)` },
  hooks: usersHooks,
});
