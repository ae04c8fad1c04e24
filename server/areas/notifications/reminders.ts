// The daily deadline reminder: to each user with the switch on, the open controls of their scope
// that are late or due within their chosen horizon, grouped by site (a few lines per site, the
// counts, links to the site's late and coming controls). Nothing to say, no mail.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { rows, type Runner } from '../../crud/sql';
import type { Locale } from '../../http/i18n';
import { parisDay } from '../elements/conformity';
import type { Notice, Url } from '../../notify/deliver';
import { day, listPath, tr } from '../../notify/format';
import { enabledSql, horizonOf, type StoredSettings } from '../../notify/kinds';
import { contextOf, listWhere, mayView } from './scope';

const LINES_PER_SITE = 5;

interface SiteRow { factory_id: number; site: string; late: number; due: number }
interface LineRow { factory_id: number; id: number; designation: string; element: string; next_date: string; late: boolean }

/** `days` after `iso` (calendar arithmetic in UTC: no DST step). */
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The sent-log key of a user's reminder of `today`. */
export const REMINDER_KEY = { kind: 'deadline_reminder', object: 'controls' } as const;

/**
 * A page of the users who may receive it, after user `after` (keyset, by id): active, not support
 * staff (they see every company), switch on, and not mailed yet for `today` (a rerun after an
 * SMTP refusal reads again only those left).
 */
export async function reminderRecipients(db: Runner, after = 0, limit = 1_000_000, today = parisDay()): Promise<{ id: number; settings: StoredSettings }[]> {
  return rows(db, sql`SELECT u.id, u.notification_settings AS settings FROM users u
    WHERE u.is_active AND u.role IS DISTINCT FROM 'support' AND ${sql.raw(enabledSql('deadline_reminder'))} AND u.id > ${after}
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.kind = ${REMINDER_KEY.kind}
        AND n.object_key = ${REMINDER_KEY.object} AND n.period = ${today} AND n.mailed_at IS NOT NULL)
    ORDER BY u.id LIMIT ${limit}`);
}

/** The reminder of one user for `today` (Europe/Paris), or null when nothing is late or due. */
export async function deadlineNotice(pool: pg.Pool, db: Runner, userId: number, settings: StoredSettings, today = parisDay()): Promise<Notice | null> {
  const ctx = await contextOf(pool, userId);
  if (!ctx || !mayView(ctx, 'controls')) return null;
  const days = horizonOf(settings);
  const limit = plusDays(today, days);
  const { res, where } = listWhere(ctx, 'controls', { open: 'true', next_date_lte: limit });
  const sites = await rows<SiteRow>(db, sql`
    SELECT k.factory_id, min(f.name) AS site, count(*) FILTER (WHERE k.next_date < ${today}::date)::int AS late,
      count(*) FILTER (WHERE k.next_date >= ${today}::date)::int AS due
    FROM ${res.from} WHERE ${where} GROUP BY k.factory_id ORDER BY min(f.name), k.factory_id`);
  if (!sites.length) return null;
  const lines = await rows<LineRow>(db, sql`
    SELECT * FROM (SELECT k.factory_id, k.id, k.designation, el.designation AS element, k.next_date::text AS next_date,
      k.next_date < ${today}::date AS late, row_number() OVER (PARTITION BY k.factory_id ORDER BY k.next_date, k.id) AS n
      FROM ${res.from} WHERE ${where}) x WHERE n <= ${LINES_PER_SITE} ORDER BY factory_id, n`);
  const late = sites.reduce((n, s) => n + s.late, 0);
  const due = sites.reduce((n, s) => n + s.due, 0);
  return {
    kind: REMINDER_KEY.kind, objectKey: REMINDER_KEY.object, period: today,
    link: listPath('/controls', { next_date_lte: limit }),
    message: (locale: Locale, url: Url) => reminderMessage(locale, url, { days, limit, late, due, sites, lines }),
  };
}

function reminderMessage(locale: Locale, url: Url, d: { days: number; limit: string; late: number; due: number; sites: SiteRow[]; lines: LineRow[] }) {
  return {
    subject: tr(locale, 'deadline_reminder.subject', { late: d.late, due: d.due, days: d.days }),
    paragraphs: [tr(locale, 'deadline_reminder.intro', { days: d.days })],
    sections: d.sites.map((s) => {
      const own = d.lines.filter((l) => l.factory_id === s.factory_id);
      const more = s.late + s.due - own.length;
      return {
        title: tr(locale, 'deadline_reminder.site', { site: s.site, late: s.late, due: s.due }),
        lines: [
          ...own.map((l) => ({
            text: tr(locale, 'deadline_reminder.line', { designation: l.designation, element: l.element, date: day(l.next_date, locale) }),
            href: url(listPath('/controls', { factory: s.factory_id, open_sheet: l.id })),
          })),
          ...(more > 0 ? [{ text: tr(locale, 'layout.more', { count: more }) }] : []),
          ...(s.late ? [{ text: tr(locale, 'deadline_reminder.late_link'), href: url(listPath('/controls', { tab: 'late', factory: s.factory_id })) }] : []),
          ...(s.due ? [{ text: tr(locale, 'deadline_reminder.due_link'), href: url(listPath('/controls', { factory: s.factory_id, next_date_lte: d.limit })) }] : []),
        ],
      };
    }),
    action: { label: tr(locale, 'deadline_reminder.action'), href: url(listPath('/controls', { next_date_lte: d.limit })) },
  };
}
