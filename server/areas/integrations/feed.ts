// The private calendar feed of a user: its address (a secret derived from the server secret and a
// nonce kept per user, looked up by hash), and its content: the user's open controls (late, or
// due within 12 months) and open interventions, read through the same engine scope as the lists,
// with the user's context loaded at request time (a right or a site withdrawn applies at once).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ical, { type ICalCalendar } from 'ical-generator';
import type pg from 'pg';
import { getResource } from '../../../resources';
import { loadUserContext, type RequestContext } from '../../auth/context';
import { parseListQuery } from '../../crud/query';
import { resourceOf } from '../../crud/registry';
import { whereOf } from '../../crud/rows';
import { arr, rows, type Runner } from '../../crud/sql';
import { t, type Locale } from '../../http/i18n';
import { LOCALES } from '../../../locales/types';
import { serverSecret } from '../../notify/unsubscribe';
import { mayView } from '../notifications/scope';

/** Most events of one kind in a feed (a calendar app polls it: it must stay small and quick). */
export const FEED_LIMIT = 2000;
/** Interventions still to carry out or to validate (a done one leaves the calendar). */
const OPEN_INTERVENTIONS = ['to_do', 'to_validate'] as const;
/** How far ahead the feed looks. */
export const FEED_MONTHS = 12;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (secret: string, userId: number, nonce: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');

/** The user's feed token, made on first use; `reset`: a new one (the old address answers 404). */
export async function feedToken(db: Runner, userId: number, reset = false): Promise<string> {
  const secret = await serverSecret(db);
  const [found] = reset ? [] : await rows<{ nonce: string }>(db, sql`SELECT nonce FROM calendar_feeds WHERE user_id = ${userId}`);
  if (found) return tokenOf(secret, userId, found.nonce);
  const nonce = randomBytes(24).toString('base64url');
  const token = tokenOf(secret, userId, nonce);
  await rows(db, sql`INSERT INTO calendar_feeds (user_id, nonce, token_hash) VALUES (${userId}, ${nonce}, ${hash(token)})
    ON CONFLICT (user_id) DO UPDATE SET nonce = EXCLUDED.nonce, token_hash = EXCLUDED.token_hash, created_at = now()`);
  // Two first calls at once: the stored one wins.
  return reset ? token : feedToken(db, userId);
}

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/v1/calendar/ics/${token}.ics`;

/** The active user whose token this is, with their context and language (null: answer 404). */
export async function feedOwner(db: Runner, pool: pg.Pool, token: string): Promise<RequestContext | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [u] = await rows<{ id: number; language: string }>(db, sql`
    SELECT u.id, u.language FROM calendar_feeds cf JOIN users u ON u.id = cf.user_id
    WHERE cf.token_hash = ${hash(token)} AND u.is_active`);
  if (!u) return null;
  const locale = (LOCALES as readonly string[]).includes(u.language) ? (u.language as Locale) : 'fr';
  return loadUserContext(pool, u.id, null, locale);
}

type Row = Record<string, unknown>;

/** Rows of a resource's list for this user, with these list filters, in `order`. */
async function listed(db: Runner, ctx: RequestContext, name: string, filter: Record<string, string>, order: string, open?: readonly string[]): Promise<Row[]> {
  if (!mayView(ctx, name)) return [];
  const res = resourceOf(name)!;
  const where = whereOf(res, ctx, parseListQuery(getResource(name)!, filter, false));
  const status = open ? sql`AND ${res.columns.status.expr}::text = ANY(${arr([...open])})` : sql``;
  return rows<Row>(db, sql`SELECT ${res.select(ctx)} FROM ${res.from} WHERE ${where} ${status}
    ORDER BY ${res.columns[order].expr}, ${res.columns.id.expr} LIMIT ${FEED_LIMIT}`);
}

/** A day (YYYY-MM-DD) as the local midnight ical-generator writes as a VALUE=DATE. */
const day = (text: string, plus = 0) => {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d + plus);
};

const lines = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n');

export async function buildFeed(db: Runner, ctx: RequestContext, publicUrl: string): Promise<string> {
  const locale = ctx.locale;
  const tr = (key: string, p: Record<string, string | number> = {}) => t(locale, `api.integrations.feed.${key}`, p);
  const [{ today, horizon }] = await rows<{ today: string; horizon: string }>(db, sql`
    SELECT (now() AT TIME ZONE 'Europe/Paris')::date::text AS today,
      ((now() AT TIME ZONE 'Europe/Paris')::date + ${`${FEED_MONTHS} months`}::interval)::date::text AS horizon`);
  const host = new URL(publicUrl).hostname;
  const cal: ICalCalendar = ical({
    name: tr('name', { name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email }),
    description: tr('description'),
    prodId: { company: 'Conformite', product: 'deadlines', language: locale.toUpperCase() },
    timezone: 'Europe/Paris',
    ttl: 60 * 60,
  });
  const stamp = new Date();
  const link = (path: string) => `${publicUrl}${path}`;
  for (const c of await listed(db, ctx, 'controls', { open: 'true', next_date_lte: horizon }, 'next_date')) {
    const late = String(c.next_date) < today;
    cal.createEvent({
      id: `control-${c.id}@${host}`, stamp, allDay: true, start: day(String(c.next_date)), end: day(String(c.next_date), 1),
      summary: (late ? tr('late_prefix') : '') + tr('control', { name: String(c.designation) }),
      description: lines(
        tr('element', { name: String(c.element_name ?? '—') }), tr('site', { name: String(c.factory_name ?? '—') }),
        late && tr('late_since', { date: String(c.next_date) }), link(`/controls/${c.id}/show`),
      ),
      location: c.factory_name ? String(c.factory_name) : undefined,
      url: link(`/controls/${c.id}/show`),
    });
  }
  for (const name of ['control-interventions', 'maintenance-interventions'] as const) {
    for (const i of await listed(db, ctx, name, { start_lte: horizon }, 'start', OPEN_INTERVENTIONS)) {
      const late = String(i.end) < today;
      cal.createEvent({
        id: `${name === 'control-interventions' ? 'control-intervention' : 'maintenance-intervention'}-${i.id}@${host}`,
        stamp, allDay: true, start: day(String(i.start)), end: day(String(i.end), 1),
        summary: (late ? tr('late_prefix') : '') + tr(name === 'control-interventions' ? 'control_intervention' : 'maintenance_intervention', { name: String(i.name) }),
        description: lines(tr('site', { name: String(i.factory_name ?? '—') }), link(`/${name}/${i.id}/show`)),
        location: i.factory_name ? String(i.factory_name) : undefined,
        url: link(`/${name}/${i.id}/show`),
      });
    }
  }
  // RFC 5545 ends every content line, the last included, with CRLF.
  return `${cal.toString()}\r\n`;
}
