// PATCH /user/me/: the caller's names, language and preferred dashboard. The language is kept in
// users.language (e-mails) and profile_details.language (what /user/me/ shows); the dashboard in
// profile_details.preferred_dashboard, 'conformity' (the old name) stored as 'score' (spec §2).
// Activity-log rows: company (the user's profile; tests/api/access/activity.ts).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { rows } from '../../crud/sql';
import type { Db } from '../../db/pool';
import { fieldError } from '../../http/errors';
import { LOCALES } from '../../../locales/types';
import { changedFields } from '../../crud/activity-changes';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { ownCompany } from './company';

const name = z.string().trim().min(1).max(150);
export const profileBody = z.strictObject({
  first_name: name.optional(),
  last_name: name.optional(),
  language: z.enum(LOCALES).optional(),
  preferred_dashboard: z.enum(['main', 'score', 'conformity']).optional(),
});
export type ProfileBody = z.output<typeof profileBody>;

export const normalDashboard = (value: unknown): string => (value === 'conformity' ? 'score' : String(value ?? 'main'));

interface ProfileRow {
  first_name: string;
  last_name: string;
  language: string;
  profile_details: Record<string, unknown>;
}
const flat = (r: ProfileRow) => ({
  first_name: r.first_name, last_name: r.last_name, language: r.language,
  preferred_dashboard: normalDashboard(r.profile_details.preferred_dashboard),
});

/** Applies the changes in one transaction, logged when something changed. */
export async function updateProfile(db: Db, ctx: RequestContext, body: ProfileBody): Promise<void> {
  const dashboard = body.preferred_dashboard && normalDashboard(body.preferred_dashboard);
  // The main dashboard is everyone's; the others follow the user's dashboard access rights.
  if (dashboard && dashboard !== 'main' && !ctx.user.dashboardAccess.includes(dashboard)) {
    throw fieldError('preferred_dashboard', 'api.account.errors.dashboard_not_allowed');
  }
  await db.transaction(async (tx) => {
    const [before] = await rows<ProfileRow>(tx, sql`
      SELECT first_name, last_name, language, profile_details FROM users WHERE id = ${ctx.user.id} FOR UPDATE`);
    const details = {
      ...before.profile_details,
      ...(body.language ? { language: body.language } : {}),
      ...(dashboard ? { preferred_dashboard: dashboard } : {}),
    };
    const after: ProfileRow = {
      first_name: body.first_name ?? before.first_name,
      last_name: body.last_name ?? before.last_name,
      language: body.language ?? before.language,
      profile_details: details,
    };
    const changes = changedFields(flat(before), flat(after), ['first_name', 'last_name', 'language', 'preferred_dashboard']);
    if (!Object.keys(changes).length) return;
    await tx.execute(sql`UPDATE users SET first_name = ${after.first_name}, last_name = ${after.last_name},
      language = ${after.language}, profile_details = ${JSON.stringify(details)}::jsonb WHERE id = ${ctx.user.id}`);
    await recordActivity(tx, actorOf(ctx), {
      action: 'update', objectType: 'users', objectId: ctx.user.id, objectLabel: ctx.user.email, scope: companyScope(ownCompany(ctx)), changes,
    });
  });
}
