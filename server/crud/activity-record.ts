// Writes activity-log rows, always on the runner of the write they describe (same transaction:
// a rolled-back write leaves no trace, a committed one always has its row).
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import type { Locale } from '../../locales/types';
import type { Runner } from './sql';
import type { Changes } from './activity-changes';
import type { ActivityAction } from '../../resources/activityLog';

/** The actions the log records: one list, shared with the console's history (resources/activityLog.ts). */
export type { ActivityAction } from '../../resources/activityLog';

export interface Actor {
  userId: number;
  label: string;
  /** The language of the request: texts written for the person (an observation's description). */
  locale?: Locale;
}

export const actorOf = (ctx: Pick<RequestContext, 'user'> & Partial<Pick<RequestContext, 'locale'>>): Actor => {
  const name = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  return { userId: ctx.user.id, label: name ? `${name} <${ctx.user.email}>` : ctx.user.email, ...(ctx.locale ? { locale: ctx.locale } : {}) };
};

/**
 * Where the logged object lives: the log is read through it (company, site, and the building
 * level of users narrowed to some buildings). Every writer states all three: a row of a building
 * written without its building would show to users who may not see that building.
 */
export interface ActivityScope {
  company: number | null;
  /** null: the object belongs to no site (users, teams, company-wide actions). */
  factory: number | null;
  /** null: the object belongs to no building (sites, groups, …). */
  building: number | null;
}

/** The scope of an object of a company only (no site, no building). */
export const companyScope = (company: number | null): ActivityScope => ({ company, factory: null, building: null });

export interface ActivityEntry {
  action: ActivityAction;
  objectType: string;
  objectId?: number | null;
  objectLabel?: string;
  scope: ActivityScope;
  changes?: Changes;
}

export async function recordActivity(runner: Runner, actor: Actor, e: ActivityEntry): Promise<void> {
  await runner.execute(sql`
    INSERT INTO activity_log (user_id, user_label, company_id, factory_id, building_id, action, object_type, object_id, object_label, changes)
    VALUES (${actor.userId}, ${actor.label}, ${e.scope.company}, ${e.scope.factory}, ${e.scope.building}, ${e.action}, ${e.objectType},
      ${e.objectId ?? null}, ${(e.objectLabel ?? '').slice(0, 500)}, ${JSON.stringify(e.changes ?? {})}::jsonb)`);
}

/**
 * One row per selected object, in one INSERT … SELECT (a bulk action on 100,000 rows stays one
 * statement). `changes` is a jsonb SQL expression over the same FROM, evaluated before the write.
 * `scope` gives each row's company, site and building as SQL over that FROM (NULL::int: none).
 */
export async function recordBulkActivity(
  runner: Runner, actor: Actor,
  q: {
    action: ActivityAction; objectType: string; from: SQL; where: SQL; id: SQL; label: SQL;
    scope: { company: SQL; factory: SQL; building: SQL }; changes: SQL;
  },
): Promise<void> {
  await runner.execute(sql`
    INSERT INTO activity_log (user_id, user_label, company_id, factory_id, building_id, action, object_type, object_id, object_label, changes)
    SELECT ${actor.userId}, ${actor.label}, ${q.scope.company}, ${q.scope.factory}, ${q.scope.building}, ${q.action}, ${q.objectType}, ${q.id},
      left(coalesce((${q.label})::text, ''), 500), ${q.changes}
    FROM ${q.from} WHERE ${q.where}`);
}
