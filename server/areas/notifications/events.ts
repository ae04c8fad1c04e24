// The events a person waits for, found from the rows' state rather than hooked into each writer:
// every minute the scan reads the rows that changed lately and are in the state a kind speaks of,
// without a sent-log row yet, and delivers to the person concerned if they still see the row.
// Idempotent by the sent-log key, so a rerun, a crash or a second instance sends nothing twice.
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { rows, type Runner } from '../../crud/sql';
import { hasKey, t, type Locale } from '../../http/i18n';
import { deliverEach, noCounts, type Notice, type NotifyDeps, type Url } from '../../notify/deliver';
import { day, tr } from '../../notify/format';
import type { NotificationKind } from '../../notify/kinds';
import { contextOf, seesRow } from './scope';

/** Rows changed within this window are looked at (the scan runs every minute; retries catch up). */
const WINDOW = '2 days';

/**
 * Changed lately, and after the installation's first start (table.ts, notificationWatermarks):
 * a new installation does not tell its managers about every row it started with (the demo's).
 */
const changedLately = (column: SQL) => sql`${column} > now() - ${WINDOW}::interval
  AND ${column} > coalesce((SELECT w.since FROM notification_watermarks w WHERE w.name = 'events'), '-infinity')`;

/** At each start; only the first one of an installation writes (its scans start from then). */
export async function markFirstStart(db: Runner): Promise<void> {
  await rows(db, sql`INSERT INTO notification_watermarks (name) VALUES ('events') ON CONFLICT (name) DO NOTHING`);
}

interface Candidate { user_id: number; id: number; resource: string; period: string; p: Record<string, string | number | null> }

interface EventKind {
  kind: NotificationKind;
  /** Rows in that state: user_id (recipient), id, resource (for the scope check), period, p (message values). */
  candidates: SQL;
  path: (c: Candidate) => string;
  message: (c: Candidate, locale: Locale, url: Url) => { paragraphs: string[] };
  objectPrefix: string;
}

/**
 * Not mailed yet. A row whose mail the SMTP peer refused stays (the bell's) with mailed_at NULL:
 * the next scan takes it again (deliver claims it, so two scans never both send). Testing the
 * row alone lost such a mail for good.
 */
const notLogged = (kind: string, prefix: string, user: SQL, id: SQL, period: SQL = sql`''`) => sql`NOT EXISTS (
  SELECT 1 FROM notifications n WHERE n.user_id = ${user} AND n.kind = ${kind} AND n.object_key = ${prefix} || ${id}::text AND n.period = ${period}
    AND n.mailed_at IS NOT NULL)`;

const text = (locale: Locale, kind: string, key: string, c: Candidate) =>
  tr(locale, `${kind}.${key}`, Object.fromEntries(Object.entries(c.p).map(([k, v]) => [k, v ?? '—'])) as Record<string, string | number>);

const taskKind = (kind: 'observation_assigned' | 'observation_late', where: SQL, period: SQL): EventKind => ({
  kind, objectPrefix: 'task:',
  candidates: sql`SELECT t.manager_id AS user_id, t.id, 'tasks' AS resource, ${period} AS period,
      json_build_object('description', left(t.description, 120), 'element', el.designation, 'site', f.name, 'deadline', t.deadline::text) AS p
    FROM tasks t JOIN elements el ON el.id = t.element_id JOIN factories f ON f.id = t.factory_id
    WHERE t.manager_id IS NOT NULL AND t.status IN ('not_started', 'doing') AND ${where}
      AND ${notLogged(kind, 'task:', sql`t.manager_id`, sql`t.id`, period)}`,
  path: (c) => `/tasks/${c.id}/show`,
  message: (c, locale) => ({ paragraphs: [text(locale, kind, 'intro', c), tr(locale, `${kind}.deadline`, { deadline: day(c.p.deadline as string, locale) })] }),
});

export const EVENT_KINDS: EventKind[] = [
  taskKind('observation_assigned', changedLately(sql`t.updated_at`), sql`''`),
  {
    kind: 'intervention_to_validate', objectPrefix: 'intervention:',
    candidates: sql`SELECT i.supervisor_id AS user_id, i.id, CASE i.kind WHEN 'control' THEN 'control-interventions' ELSE 'maintenance-interventions' END AS resource,
        '' AS period, json_build_object('name', i.name, 'site', f.name, 'deadline', i.end_date::text) AS p
      FROM interventions i JOIN factories f ON f.id = i.factory_id
      WHERE i.status = 'to_validate' AND i.supervisor_id IS NOT NULL AND ${changedLately(sql`i.updated_at`)}
        AND ${notLogged('intervention_to_validate', 'intervention:', sql`i.supervisor_id`, sql`i.id`)}`,
    path: (c) => `/${c.resource}/${c.id}/show`,
    message: (c, locale) => ({ paragraphs: [text(locale, 'intervention_to_validate', 'intro', c), tr(locale, 'intervention_to_validate.deadline', { deadline: day(c.p.deadline as string, locale) })] }),
  },
  ...(['express_report_to_check', 'express_report_validated'] as const).map((kind): EventKind => ({
    kind, objectPrefix: 'express:',
    candidates: sql`SELECT x.author_id AS user_id, x.id, 'express-reports' AS resource, '' AS period, json_build_object('name', x.file_name) AS p
      FROM express_reports x WHERE x.author_id IS NOT NULL AND ${changedLately(sql`x.updated_at`)}
        AND x.status = ${kind === 'express_report_to_check' ? 'to_check' : 'finished'}
        AND ${notLogged(kind, 'express:', sql`x.author_id`, sql`x.id`)}`,
    path: (c) => `/rxpress/${c.id}/show`,
    message: (c, locale) => ({ paragraphs: [text(locale, kind, 'intro', c)] }),
  })),
  ...(['import_done', 'import_failed'] as const).map((kind): EventKind => ({
    kind, objectPrefix: 'import:',
    candidates: sql`SELECT m.author_id AS user_id, m.id, 'imports' AS resource, '' AS period,
        json_build_object('number', m.number, 'file', m.file_name, 'applied', m.applied_rows, 'reason', m.failure) AS p
      FROM imports m WHERE m.author_id IS NOT NULL AND ${changedLately(sql`m.updated_at`)}
        AND m.status = ${kind === 'import_done' ? 'done' : 'failed'}
        AND ${notLogged(kind, 'import:', sql`m.author_id`, sql`m.id`)}`,
    path: (c) => `/imports/${c.id}/show`,
    message: (c, locale) => {
      const reason = String(c.p.reason ?? '');
      const paragraphs = [text(locale, kind, 'intro', c)];
      if (kind === 'import_failed' && reason) paragraphs.push(tr(locale, 'import_failed.reason', { reason: hasKey(locale, reason) ? t(locale, reason) : reason }));
      return { paragraphs };
    },
  })),
];

/** Late observations, once per deadline (a new deadline that passes is told again): the daily job. */
export const LATE_TASKS = taskKind('observation_late', sql`t.deadline < (now() AT TIME ZONE 'Europe/Paris')::date`, sql`t.deadline::text`);

/** `path`: where it leads (the row's page; a preview, with no row, leads to the list). */
export function noticeOf(e: EventKind, c: Candidate, path = e.path(c)): Notice {
  return {
    kind: e.kind, objectKey: `${e.objectPrefix}${c.id}`, period: c.period, link: path,
    message: (locale, url) => ({
      subject: text(locale, e.kind, 'subject', c),
      ...e.message(c, locale, url),
      action: { label: tr(locale, `${e.kind}.action`), href: url(path) },
    }),
  };
}

/** Candidates read, checked and delivered at a time (the daily late observations of a large company). */
const PAGE = 500;

/**
 * Delivers every pending event of these kinds whose recipient still sees its row, a page of
 * candidates at a time (keyset on the row's id): memory is one page's, however many are pending.
 * Every page is tried; the first failure is thrown at the end (the job retries what is left).
 */
export async function scanEvents(deps: NotifyDeps & { pool: pg.Pool }, kinds: EventKind[] = EVENT_KINDS) {
  const counts = noCounts();
  let failure: unknown;
  for (const e of kinds) {
    for (let after = 0; ;) {
      const page = await rows<Candidate>(deps.db as Runner, sql`SELECT * FROM (${e.candidates}) c WHERE c.id > ${after} ORDER BY c.id LIMIT ${PAGE}`);
      if (!page.length) break;
      after = page[page.length - 1].id;
      const items: { userId: number; notice: Notice }[] = [];
      const contexts = new Map<number, Awaited<ReturnType<typeof contextOf>>>();
      for (const c of page) {
        if (!contexts.has(c.user_id)) contexts.set(c.user_id, await contextOf(deps.pool, c.user_id));
        const ctx = contexts.get(c.user_id);
        if (ctx && (await seesRow(deps.db, ctx, c.resource, c.id))) items.push({ userId: c.user_id, notice: noticeOf(e, c) });
      }
      failure ??= await deliverEach(deps, items, counts);
    }
  }
  if (failure) throw failure;
  return counts;
}
