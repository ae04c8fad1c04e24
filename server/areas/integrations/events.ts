// The webhook events, found from the rows' state like the notification events (notifications/
// events.ts) rather than hooked into each writer: every minute, for each active webhook, the rows
// of its company that reached a state it subscribes to since it exists (and within the last two
// days) and have no event yet. Each becomes one webhook_events row, unique per object and state
// (a rerun or a second instance sends nothing twice), holding the exact body, and one delivery
// job. The object is the API's row as the webhook's creator sees it (their rights and scope):
// a row they may not see is not sent.
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { WebhookEvent } from '../../../resources/webhooks';
import { loadUserContext, type RequestContext } from '../../auth/context';
import { companiesWithTier } from '../../auth/guard';
import { can } from '../../auth/rights';
import { rows, type Runner } from '../../crud/sql';
import type { Jobs } from '../../jobs';
import { seesRow } from '../notifications/scope';
import { resourceOf } from '../../crud/registry';
import { fetchOne } from '../../crud/rows';
import { openControlSql } from '../controls/open';
import { parisTodaySql } from '../elements/conformity';
import { enqueueDelivery } from './deliver';
import { webhookSettings } from './settings';

const WINDOW = '2 days';

interface Source {
  resource: string;
  /** id and key of the rows of company `c` in that state since `since`. */
  rows: (c: SQL, since: SQL) => SQL;
}

export const SOURCES: Record<WebhookEvent, Source> = {
  'task.created': {
    resource: 'tasks',
    rows: (c, since) => sql`SELECT t.id, 'task:' || t.id AS key FROM tasks t WHERE t.company_id = ${c} AND t.created_at > ${since}`,
  },
  'task.closed': {
    resource: 'tasks',
    rows: (c, since) => sql`SELECT t.id, 'task:' || t.id || ':' || extract(epoch FROM coalesce(t.closed_at, t.updated_at))::bigint AS key
      FROM tasks t WHERE t.company_id = ${c} AND t.status IN ('done', 'no_followup') AND t.updated_at > ${since}`,
  },
  'control.finished': {
    resource: 'controls',
    rows: (c, since) => sql`SELECT k.id, 'control:' || k.id || ':' || coalesce(k.completed_date::text, '') AS key
      FROM controls k WHERE k.company_id = ${c} AND k.status = 'finished' AND k.updated_at > ${since}`,
  },
  // Late from the day after its date: those that turned late since the webhook (or the window) began.
  'control.late': {
    resource: 'controls',
    rows: (c, since) => sql`SELECT k.id, 'control:' || k.id || ':' || k.next_date::text AS key
      FROM controls k WHERE k.company_id = ${c} AND ${openControlSql('k.status')}
        AND k.next_date < (now() AT TIME ZONE 'Europe/Paris')::date
        AND k.next_date >= (${since} AT TIME ZONE 'Europe/Paris')::date - 1`,
  },
  // Non-compliant as the API says it (elements.non_compliant): by a verdict written since, or
  // because a date passed with no write at all, an expiry date or a blocking control's date (the
  // midnight job flips the stored flag without touching updated_at). One event per cause.
  'element.non_compliant': {
    resource: 'elements',
    rows: (c, since) => sql`SELECT e.id, 'element:' || e.id || ':' || coalesce((SELECT max(v.id) FROM element_verdicts v WHERE v.element_id = e.id), 0) AS key
      FROM elements e WHERE e.company_id = ${c} AND e.conformity = 'non_compliant' AND e.updated_at > ${since}
    UNION ALL
    SELECT e.id, 'element:' || e.id || ':expired:' || e.expiry_date::text FROM elements e
      WHERE e.company_id = ${c} AND e.non_compliant AND e.expiry_date < ${parisTodaySql}
        AND e.expiry_date >= (${since} AT TIME ZONE 'Europe/Paris')::date - 1
    UNION ALL
    SELECT e.id, 'element:' || e.id || ':late:' || k.id || ':' || k.next_date::text FROM controls k JOIN elements e ON e.id = k.element_id
      WHERE k.company_id = ${c} AND e.non_compliant AND ${openControlSql('k.status')} AND k.leads_to_non_compliance
        AND k.next_date < ${parisTodaySql} AND k.next_date >= (${since} AT TIME ZONE 'Europe/Paris')::date - 1`,
  },
  'express_report.validated': {
    resource: 'express-reports',
    rows: (c, since) => sql`SELECT x.id, 'express_report:' || x.id AS key
      FROM express_reports x WHERE x.company_id = ${c} AND x.status = 'finished' AND x.updated_at > ${since}`,
  },
  'import.done': {
    resource: 'imports',
    rows: (c, since) => sql`SELECT m.id, 'import:' || m.id AS key FROM imports m WHERE m.company_id = ${c} AND m.status = 'done' AND m.updated_at > ${since}`,
  },
};

interface Hook { id: number; company_id: number; creator_id: number | null; events: WebhookEvent[]; since: string }

export interface ScanDeps { db: Runner; pool: pg.Pool; jobs: Jobs }

/** The event and its delivery job in one transaction: never an event without its job, nor twice. */
async function recordEvent(deps: ScanDeps, h: Hook, event: WebhookEvent, key: string, body: string): Promise<boolean> {
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: [made] } = await client.query<{ id: number }>(`INSERT INTO webhook_events (webhook_id, event, object_key, body)
      VALUES ($1, $2, $3, $4) ON CONFLICT (webhook_id, event, object_key) DO NOTHING RETURNING id`, [h.id, event, key, body]);
    if (made) await enqueueDelivery(deps.jobs, made.id, h.company_id, webhookSettings(), client);
    await client.query('COMMIT');
    return !!made;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Finds and queues every new event of every active webhook; returns how many were queued. */
export async function scanWebhookEvents(deps: ScanDeps): Promise<{ queued: number }> {
  const hooks = await rows<Hook>(deps.db, sql`
    SELECT id, company_id, creator_id, events, greatest(created_at, now() - ${WINDOW}::interval)::text AS since
    FROM webhooks WHERE active AND creator_id IS NOT NULL AND cardinality(events) > 0 ORDER BY id`);
  const contexts = new Map<number, RequestContext | null>();
  let queued = 0;
  for (const h of hooks) {
    if (!contexts.has(h.creator_id!)) contexts.set(h.creator_id!, await loadUserContext(deps.pool, h.creator_id!, null, 'fr'));
    const ctx = contexts.get(h.creator_id!);
    // A creator who lost the company right, or the company its plan, sends nothing (nor a deactivated one).
    if (!ctx || !can(ctx.rights, 'company', 'view') || !companiesWithTier(ctx, 'corpo').includes(h.company_id)) continue;
    for (const event of h.events) {
      const source = SOURCES[event];
      if (!source) continue;
      const found = await rows<{ id: number; key: string }>(deps.db, sql`
        SELECT s.id, s.key FROM (${source.rows(sql`${h.company_id}::int`, sql`${h.since}::timestamptz`)}) s
        WHERE NOT EXISTS (SELECT 1 FROM webhook_events we WHERE we.webhook_id = ${h.id} AND we.event = ${event} AND we.object_key = s.key)
        ORDER BY s.id LIMIT 500`);
      for (const f of found) {
        if (!(await seesRow(deps.db, ctx, source.resource, f.id))) continue;
        const data = await fetchOne(deps.db, resourceOf(source.resource)!, ctx, f.id);
        const body = JSON.stringify({ event, created_at: new Date().toISOString(), data });
        if (await recordEvent(deps, h, event, f.key, body)) queued += 1;
      }
    }
  }
  return { queued };
}
