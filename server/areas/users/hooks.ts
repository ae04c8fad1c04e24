// The rules of user writes the metadata cannot say (spec §5): at least one regulation and one
// site, rights and regulations within the editor's, unique e-mail, nobody deletes or deactivates
// themself. A new user joins the companies of their sites (and the `company` asked for).
import { sql, type SQL } from 'drizzle-orm';
import type { Rights } from '../../../resources/types';
import type { RequestContext } from '../../auth/context';
import { countOf, idsOf, intArr, rows, type Runner } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { nonFieldError, ValidationError, type FieldErrors } from '../../http/errors';
import { sendInvitation } from './invitations';
import { normalizeRights, regulationsBeyondEditor, rightsBeyondEditor } from './rights';

type Body = Record<string, unknown>;

const idOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const any = async (tx: Runner, query: SQL) => (await rows(tx, query)).length > 0;

/** Regulations the editor does not hold, that exist and that the user does not have yet. */
async function addedBeyondEditor(tx: Runner, ctx: RequestContext, userId: number | null, wanted: number[]) {
  const beyond = regulationsBeyondEditor(ctx.regulations, wanted);
  if (!beyond.length) return false;
  return any(tx, sql`SELECT 1 FROM regulations r WHERE r.id = ANY(${intArr(beyond)})
    AND NOT EXISTS (SELECT 1 FROM user_regulations ur WHERE ur.user_id = ${userId} AND ur.regulation_id = r.id)`);
}

/** Teams (among `teams`, seen by the editor) of a company the user will not belong to. */
async function teamsOutside(tx: Runner, ctx: RequestContext, userId: number | null, teams: number[], body: Body): Promise<number[]> {
  if (!teams.length) return [];
  const company = idOrNull(body.company);
  const found = await rows<{ id: number }>(tx, sql`SELECT t.id FROM teams t
    WHERE t.id = ANY(${intArr(teams)}) AND t.company_id = ANY(${intArr(ctx.companies)})
    AND t.company_id <> ALL(
      SELECT company_id FROM user_companies WHERE user_id = ${userId}
      UNION SELECT company_id FROM factories WHERE id = ANY(${intArr(idsOf(body.factories))})
      UNION SELECT ${company}::int WHERE ${company}::int IS NOT NULL)
    ORDER BY t.id`);
  return found.map((r) => r.id);
}

/**
 * Buildings narrow the user's sites: each must be on one of them (the final sites: given, or
 * kept). An editor who sees a site through some buildings only cannot give it whole.
 */
async function checkBuildings(tx: Runner, ctx: RequestContext, id: number | null, body: Body, add: (field: string, key: string, params?: Record<string, string | number>) => void) {
  if (body.buildings === undefined && body.factories === undefined) return;
  const sites = body.factories !== undefined ? idsOf(body.factories)
    : (await rows<{ f: number }>(tx, sql`SELECT factory_id AS f FROM user_factories WHERE user_id = ${id}`)).map((r) => r.f);
  const buildings = body.buildings !== undefined ? idsOf(body.buildings)
    : (await rows<{ b: number }>(tx, sql`SELECT building_id AS b FROM user_buildings WHERE user_id = ${id}`)).map((r) => r.b);
  const found = await rows<{ id: number; factory_id: number }>(tx, sql`SELECT id, factory_id FROM buildings WHERE id = ANY(${intArr(buildings)}) ORDER BY id`);
  const outside = found.find((b) => !sites.includes(b.factory_id));
  if (outside && body.buildings !== undefined) add('buildings', 'building_outside_sites', { id: outside.id });
  const covered = new Set(found.map((b) => b.factory_id));
  // A site the user already sees whole stays so (this editor may keep it, not give it).
  const wholeBefore = new Set((await rows<{ f: number }>(tx, sql`SELECT uf.factory_id AS f FROM user_factories uf
    WHERE uf.user_id = ${id} AND NOT EXISTS (SELECT 1 FROM user_buildings ub JOIN buildings b ON b.id = ub.building_id
      WHERE ub.user_id = uf.user_id AND b.factory_id = uf.factory_id)`)).map((r) => r.f));
  const whole = ctx.buildingSites.find((site) => sites.includes(site) && !covered.has(site) && !wholeBefore.has(site));
  if (whole !== undefined) {
    const [site] = await rows<{ name: string }>(tx, sql`SELECT name FROM factories WHERE id = ${whole}`);
    add('buildings', 'building_required', { site: site?.name ?? String(whole) });
  }
}

/**
 * The administration right, the express-report processing ability and dashboard access: like
 * rights, an editor only gives or takes what they hold; an administrator holds them all. Nobody
 * removes their own administration right (the company would risk losing its last one).
 */
function checkSpecialRights(
  ctx: RequestContext, body: Body, before: Body | null, id: number | null,
  add: (field: string, key: string, params?: Record<string, string | number>) => void,
) {
  const admin = ctx.user.isAdministrator || ctx.user.role === 'support';
  const changes = (field: string) => body[field] !== undefined && Boolean(body[field]) !== Boolean(before?.[field] ?? false);
  if (changes('is_administrator')) {
    if (!admin) add('is_administrator', 'administrator_beyond_editor');
    else if (body.is_administrator === false && id === ctx.user.id) add('is_administrator', 'cannot_unadmin_self');
  }
  if (changes('can_process_express_reports') && !admin && !ctx.user.canProcessExpressReports) {
    add('can_process_express_reports', 'express_reports_beyond_editor');
  }
  if (Array.isArray(body.dashboard_access) && !admin) {
    const had = new Set((before?.dashboard_access as string[] | undefined) ?? []);
    const mine = new Set(ctx.user.dashboardAccess);
    const beyond = (body.dashboard_access as string[]).filter((d) => !had.has(d) && !mine.has(d));
    const removed = [...had].filter((d) => !(body.dashboard_access as string[]).includes(d) && !mine.has(d));
    if (beyond.length || removed.length) add('dashboard_access', 'dashboard_beyond_editor', { dashboards: [...beyond, ...removed].join(', ') });
  }
}

async function beforeUserWrite(tx: Runner, ctx: RequestContext, given: Body, row: { id: number; before: Body } | null) {
  const body = { ...given };
  const id = row?.id ?? null;
  const errors: FieldErrors = {};
  const add = (field: string, key: string, params?: Record<string, string | number>) =>
    (errors[field] ??= []).push({ key: `api.users.errors.${key}`, params });

  if (body.rights !== undefined) {
    const after: Rights = normalizeRights(body.rights);
    body.rights = after;
    const beyond = rightsBeyondEditor(ctx.rights, normalizeRights(row?.before.rights), after);
    if (beyond.length) add('rights', 'rights_beyond_editor', { rights: beyond.join(', ') });
  }
  if (body.regulations !== undefined) {
    const wanted = idsOf(body.regulations);
    if (!wanted.length) add('regulations', 'regulation_required');
    else if (await addedBeyondEditor(tx, ctx, id, wanted)) add('regulations', 'regulation_beyond_editor');
  }
  if (body.factories !== undefined && !idsOf(body.factories).length) add('factories', 'factory_required');
  await checkBuildings(tx, ctx, id, body, add);
  if (typeof body.email === 'string' && body.email !== row?.before.email) {
    if (await any(tx, sql`SELECT 1 FROM users WHERE email = ${body.email} AND id IS DISTINCT FROM ${id}`)) add('email', 'email_taken');
    // A user of another company too: their login is not this editor's to change.
    else if (id && await any(tx, sql`SELECT 1 FROM user_companies WHERE user_id = ${id} AND company_id <> ALL(${intArr(ctx.companies)})`)) {
      add('email', 'email_locked');
    }
  }
  if (body.is_active === false && id === ctx.user.id) add('is_active', 'cannot_deactivate_self');
  checkSpecialRights(ctx, body, row?.before ?? null, id, add);
  const outside = await teamsOutside(tx, ctx, id, idsOf(body.teams), body);
  if (outside.length) add('teams', 'team_outside_company', { id: outside[0] });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return body;
}

/** The user joins the companies of their sites: a site of a company they are not in stays hidden. */
const joinCompanies = (tx: Runner, id: number, company: number | null) => tx.execute(sql`
  INSERT INTO user_companies (user_id, company_id)
  SELECT ${id}::int, f.company_id FROM user_factories uf JOIN factories f ON f.id = uf.factory_id WHERE uf.user_id = ${id}
  UNION SELECT ${id}::int, ${company}::int WHERE ${company}::int IS NOT NULL
  ON CONFLICT DO NOTHING`);

async function refuseSelf(tx: Runner, ctx: RequestContext, where: SQL) {
  if (await any(tx, sql`SELECT 1 FROM users u WHERE ${where} AND u.id = ${ctx.user.id}`)) {
    throw nonFieldError('api.users.errors.cannot_delete_self');
  }
}

export const usersHooks: Hooks = {
  beforeWrite: beforeUserWrite,
  // The application tokens a user made go with them (api_tokens.creator_id cascades).
  deleteDependents: async (tx, ids) => ({ tokens: await countOf(tx, sql`SELECT count(*)::int AS n FROM api_tokens WHERE creator_id IN (${ids})`) }),
  // Refused before any confirmation is asked (beforeDelete runs on the replay only).
  deleteCheck: (tx, ctx, where) => refuseSelf(tx, ctx, where),
  afterCreate: async (tx, id, body, ctx) => {
    await joinCompanies(tx, id, idOrNull(body.company));
    // Who invited them, and the language of their e-mails until they choose one.
    await tx.execute(sql`UPDATE users SET invited_by = ${ctx.user.id}, language = ${ctx.locale} WHERE id = ${id}`);
  },
  afterUpdate: async (tx, id, changes) => {
    if (changes.factories === undefined) return;
    await joinCompanies(tx, id, null);
    // Buildings of a site the user no longer has would narrow it again if it came back.
    await tx.execute(sql`DELETE FROM user_buildings ub USING buildings b WHERE ub.user_id = ${id} AND b.id = ub.building_id
      AND NOT EXISTS (SELECT 1 FROM user_factories uf WHERE uf.user_id = ${id} AND uf.factory_id = b.factory_id)`);
  },
  beforeDelete: (tx, ctx, where) => refuseSelf(tx, ctx, where),
  afterCreateCommitted: (deps, row, ctx, log) => sendInvitation(deps, ctx, { id: row.id as number, email: String(row.email) }, log),
};
