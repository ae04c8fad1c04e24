// The weekly digest (Monday morning, Europe/Paris): what is to prepare, to validate, late and
// non-compliant in the recipient's scope. Each number is the dashboard's own count of the list
// it links to (dashboards/cycles.ts: the engine's count with the caller's scope and plan), so the
// mail, the dashboard and the list agree; a list the user may not open is left out.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DashboardCycle } from '../../../resources/dashboards';
import { rows, type Runner } from '../../crud/sql';
import { t, type Locale } from '../../http/i18n';
import { CYCLES, cycle, type Item } from '../dashboards/cycles';
import type { RequestContext } from '../../auth/context';
import type { Notice, Url } from '../../notify/deliver';
import { listPath, routeOf, tr } from '../../notify/format';
import { enabledSql } from '../../notify/kinds';
import type { Shared } from '../../notify/memo';
import { contextOf, scopeKey } from './scope';

const GROUPS = ['to_prepare', 'to_validate', 'late', 'non_compliant'] as const;
type Group = (typeof GROUPS)[number];

function groupOf(section: string, key: string): Group | null {
  if (key === 'elements_non_compliant') return 'non_compliant';
  if (key.includes('_late')) return 'late';
  if (section === 'to_prepare' || section === 'to_validate') return section;
  return null;
}

/** ISO week of a day: `2026-W48` (the digest's period: one per week whatever the reruns). */
export function isoWeek(date = new Date()): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const dayNum = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - dayNum);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** A page of the users who asked for it, after user `after`, not mailed yet this `week` (see reminderRecipients). */
export async function digestRecipients(db: Runner, after = 0, limit = 1_000_000, week = isoWeek()): Promise<{ id: number }[]> {
  return rows(db, sql`SELECT u.id FROM users u
    WHERE u.is_active AND u.role IS DISTINCT FROM 'support' AND ${sql.raw(enabledSql('weekly_digest'))} AND u.id > ${after}
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.kind = 'weekly_digest'
        AND n.object_key = 'digest' AND n.period = ${week} AND n.mailed_at IS NOT NULL)
    ORDER BY u.id LIMIT ${limit}`);
}

export type Grouped = Map<Group, Item[]>;

/** The digest's lists of a scope: each cycle's items with a count, in its group. */
async function groupsOf(db: Runner, ctx: RequestContext): Promise<Grouped> {
  const grouped: Grouped = new Map(GROUPS.map((g) => [g, []]));
  for (const name of Object.keys(CYCLES) as DashboardCycle[]) {
    const { sections } = await cycle(db, ctx, name);
    for (const [section, items] of Object.entries(sections)) {
      for (const item of items) {
        const g = groupOf(section, item.key);
        if (g && item.count > 0) grouped.get(g)!.push(item);
      }
    }
  }
  return grouped;
}

/**
 * One user's digest, or null when every list is empty or closed to them. `shared`: a run's lists
 * by scope (scopeKey), so users who see the same things cost their context's read only.
 */
export async function digestNotice(pool: pg.Pool, db: Runner, userId: number, week = isoWeek(), shared?: Shared<Grouped>): Promise<Notice | null> {
  const ctx = await contextOf(pool, userId);
  if (!ctx) return null;
  const grouped = shared ? await shared.get(scopeKey(ctx), () => groupsOf(db, ctx)) : await groupsOf(db, ctx);
  if (![...grouped.values()].some((items) => items.length)) return null;
  return {
    kind: 'weekly_digest', objectKey: 'digest', period: week, link: '/dashboard',
    message: (locale: Locale, url: Url) => ({
      subject: tr(locale, 'weekly_digest.subject'),
      paragraphs: [tr(locale, 'weekly_digest.intro')],
      sections: GROUPS.filter((g) => grouped.get(g)!.length).map((g) => ({
        title: tr(locale, `weekly_digest.${g}`),
        lines: grouped.get(g)!.map((item) => ({
          text: tr(locale, 'weekly_digest.line', { label: t(locale, `app.dashboard.items.${item.key}`), count: item.count }),
          href: url(listPath(routeOf(item.resource), item.filter)),
        })),
      })),
      action: { label: tr(locale, 'weekly_digest.action'), href: url('/dashboard') },
    }),
  };
}
