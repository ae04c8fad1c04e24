// The e-mail notifications a user may turn on or off (GET/PUT /user/notifications/). Stored in
// users.notification_settings as { kind: boolean }; a kind never set has its default.
// Activity-log rows: company (the user's notification settings; tests/api/access/activity.ts).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';
import type { Db } from '../../db/pool';
import { t, type Locale } from '../../http/i18n';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { ownCompany } from './company';
import {
  HORIZON_KEY, HORIZONS, horizonOf, isEnabled, NOTIFICATION_KINDS, type NotificationKind, type StoredSettings,
} from '../../notify/kinds';

export { NOTIFICATION_KINDS, type NotificationKind } from '../../notify/kinds';

/** PUT body: `{ settings: { kind: bool }, deadline_horizon_days? }`; what is left out keeps its value. */
export const notificationsBody = z.strictObject({
  settings: z.strictObject(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean().optional()])) as
    Record<NotificationKind, z.ZodOptional<z.ZodBoolean>>),
  deadline_horizon_days: z.union(HORIZONS.map((n) => z.literal(n)) as [z.ZodLiteral<number>, z.ZodLiteral<number>]).optional(),
});
export type NotificationsBody = z.output<typeof notificationsBody>;

type Stored = StoredSettings;

export const notificationsView = (stored: Stored, locale: Locale) => ({
  settings: NOTIFICATION_KINDS.map((kind) => ({
    kind, label: t(locale, `api.account.notifications.${kind}`), enabled: isEnabled(stored, kind),
  })),
  deadline_horizon_days: horizonOf(stored),
  horizons: HORIZONS,
});

async function storedOf(runner: Runner, userId: number, lock = false): Promise<Stored> {
  const [row] = await rows<{ s: Stored }>(runner, sql`
    SELECT notification_settings AS s FROM users WHERE id = ${userId} ${lock ? sql`FOR UPDATE` : sql``}`);
  return row?.s ?? {};
}

/** For the senders of e-mails: does this user want this kind of mail? */
export const wantsNotification = async (runner: Runner, userId: number, kind: NotificationKind) =>
  isEnabled(await storedOf(runner, userId), kind);

export const readNotifications = async (db: Db, ctx: RequestContext) => notificationsView(await storedOf(db, ctx.user.id), ctx.locale);

export async function writeNotifications(db: Db, ctx: RequestContext, body: NotificationsBody) {
  const stored = await db.transaction(async (tx) => {
    const before = await storedOf(tx, ctx.user.id, true);
    const asked = Object.entries(body.settings).filter((e): e is [NotificationKind, boolean] => typeof e[1] === 'boolean');
    const horizon = body.deadline_horizon_days;
    const after: Stored = { ...before, ...Object.fromEntries(asked), ...(horizon ? { [HORIZON_KEY]: horizon } : {}) };
    const changes: Record<string, [unknown, unknown]> = Object.fromEntries(asked
      .filter(([kind]) => isEnabled(before, kind) !== isEnabled(after, kind))
      .map(([kind]): [string, [boolean, boolean]] => [`notifications.${kind}`, [isEnabled(before, kind), isEnabled(after, kind)]]));
    if (horizonOf(before) !== horizonOf(after)) changes[`notifications.${HORIZON_KEY}`] = [horizonOf(before), horizonOf(after)];
    if (!Object.keys(changes).length) return before;
    await tx.execute(sql`UPDATE users SET notification_settings = ${JSON.stringify(after)}::jsonb WHERE id = ${ctx.user.id}`);
    await recordActivity(tx, actorOf(ctx), {
      action: 'update', objectType: 'users', objectId: ctx.user.id, objectLabel: ctx.user.email, scope: companyScope(ownCompany(ctx)), changes,
    });
    return after;
  });
  return notificationsView(stored, ctx.locale);
}
