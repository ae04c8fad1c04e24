// One delivery attempt of one webhook event (a job): POST the stored body, signed with the
// webhook's secret, to its URL (checked against SSRF on the address actually connected to),
// within a timeout, no redirect followed. Each attempt is logged (status code, duration, error).
// A failure throws so that the job queue retries it with exponential backoff, until the last
// attempt; a refused address is not retried. Failures in a row past the limit disable the
// webhook and tell its creator by e-mail.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { WebhookConfig } from '../../config';
import { rows, type Runner } from '../../crud/sql';
import type { EnqueueOptions, Jobs } from '../../jobs';
import type { Logger } from '../../log';
import type { Mailer } from '../../mail/types';
import { sendTemplate } from '../../mail/send';
import { recipientOf } from '../../notify/deliver';
import { open } from './secret-box';
import { BlockedAddressError, hostOf, isBlockedAddress, lookupChecked } from './ssrf';

export const DELIVER_JOB = 'webhook-deliver';

export const enqueueDelivery = (jobs: Jobs, eventId: number, companyId: number, s: WebhookConfig, client?: EnqueueOptions['client']) =>
  jobs.enqueue(DELIVER_JOB, { eventId }, { companyId }, {
    client,
    retry: { limit: Math.max(0, s.maxAttempts - 1), delaySeconds: s.retryDelaySeconds, backoff: true },
    expireInSeconds: Math.ceil(s.timeoutMs / 1000) + 60,
  });

export const signatureOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

interface Outcome { statusCode: number | null; error: string | null; blocked: boolean }

const MAX_RESPONSE_BYTES = 64 * 1024;

/** POSTs and reads (a bounded part of) the answer; never rejects. */
function post(url: URL, body: string, headers: Record<string, string>, s: WebhookConfig): Promise<Outcome> {
  const host = hostOf(url);
  const allowed = s.allowedHosts.includes(host);
  // Node connects to an IP literal without a lookup: checked here.
  if (!allowed && isIP(host) && isBlockedAddress(host)) return Promise.resolve({ statusCode: null, error: `address ${host} is not allowed`, blocked: true });
  if (!allowed && (host === 'localhost' || host.endsWith('.localhost'))) return Promise.resolve({ statusCode: null, error: `host ${host} is not allowed`, blocked: true });
  return new Promise((resolve) => {
    let done = false;
    const finish = (o: Outcome) => { if (!done) { done = true; clearTimeout(timer); resolve(o); } };
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST', lookup: lookupChecked(allowed), agent: false,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Conformite-Webhooks/1' },
    }, (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => { read += chunk.length; if (read > MAX_RESPONSE_BYTES) res.destroy(); });
      res.on('end', () => finish({ statusCode: res.statusCode ?? null, error: null, blocked: false }));
      res.on('close', () => finish({ statusCode: res.statusCode ?? null, error: null, blocked: false }));
      res.on('error', () => finish({ statusCode: res.statusCode ?? null, error: null, blocked: false }));
    });
    const timer = setTimeout(() => { req.destroy(new Error(`timeout after ${s.timeoutMs} ms`)); }, s.timeoutMs);
    req.on('error', (err) => finish({ statusCode: null, error: err.message.slice(0, 500), blocked: err instanceof BlockedAddressError }));
    req.end(body);
  });
}

export interface DeliverDeps { db: Runner; mailer: Mailer; log: Logger; config: { publicUrl: string; webhooks: WebhookConfig } }

interface EventRow {
  id: number; webhook_id: number; company_id: number; creator_id: number | null; event: string; object_key: string; body: string;
  status: string; attempts: number; url: string; secret: string; active: boolean;
}

export async function deliverEvent(deps: DeliverDeps, eventId: number): Promise<Record<string, unknown>> {
  const s = deps.config.webhooks;
  const [e] = await rows<EventRow>(deps.db, sql`
    SELECT we.id, we.webhook_id, wh.company_id, wh.creator_id, we.event, we.object_key, we.body, we.status, we.attempts, wh.url, wh.secret, wh.active
    FROM webhook_events we JOIN webhooks wh ON wh.id = we.webhook_id WHERE we.id = ${eventId}`);
  if (!e || e.status !== 'pending') return { skipped: 'gone' };
  if (!e.active) {
    await rows(deps.db, sql`UPDATE webhook_events SET status = 'failed' WHERE id = ${e.id}`);
    return { skipped: 'inactive' };
  }
  const attempt = e.attempts + 1;
  await rows(deps.db, sql`UPDATE webhook_events SET attempts = ${attempt} WHERE id = ${e.id}`);
  const headers = {
    'x-conformite-event': e.event,
    'x-conformite-delivery': String(e.id),
    'x-conformite-signature': signatureOf(await open(deps.db, e.secret), e.body),
  };
  const started = performance.now();
  const out = await post(new URL(e.url), e.body, headers, s);
  const duration = Math.round(performance.now() - started);
  const ok = out.statusCode !== null && out.statusCode >= 200 && out.statusCode < 300;
  const final = ok || out.blocked || attempt >= s.maxAttempts;
  const status = ok ? 'sent' : final ? 'failed' : 'pending';
  const error = ok ? null : (out.error ?? `HTTP ${out.statusCode}`);
  await rows(deps.db, sql`INSERT INTO webhook_deliveries (webhook_id, company_id, event_id, event, object_key, attempt, status, status_code, duration_ms, error)
    VALUES (${e.webhook_id}, ${e.company_id}, ${e.id}, ${e.event}, ${e.object_key}, ${attempt}, ${status}, ${out.statusCode}, ${duration}, ${error})`);
  if (final) await rows(deps.db, sql`UPDATE webhook_events SET status = ${ok ? 'sent' : 'failed'} WHERE id = ${e.id}`);
  if (ok) {
    await rows(deps.db, sql`UPDATE webhooks SET failures_in_row = 0 WHERE id = ${e.webhook_id}`);
    return { status: out.statusCode, attempt };
  }
  const [disabled] = await rows<{ failures_in_row: number }>(deps.db, sql`
    UPDATE webhooks SET failures_in_row = failures_in_row + 1,
      active = CASE WHEN failures_in_row + 1 >= ${s.maxFailures} THEN false ELSE active END,
      disabled_at = CASE WHEN failures_in_row + 1 >= ${s.maxFailures} THEN now() ELSE disabled_at END
    WHERE id = ${e.webhook_id} RETURNING failures_in_row, active = false AND disabled_at = now() AS just`)
    .then((r) => r.filter((x) => (x as unknown as { just: boolean }).just));
  if (disabled) await tellDisabled(deps, e, disabled.failures_in_row);
  if (final || disabled) return { status: out.statusCode, attempt, error };
  throw new Error(`webhook ${e.webhook_id} event ${e.id}: ${error}`);
}

async function tellDisabled(deps: DeliverDeps, e: EventRow, failures: number) {
  const to = e.creator_id ? await recipientOf(deps.db, e.creator_id) : null;
  if (!to) return;
  try {
    await sendTemplate(deps.mailer, {
      to: to.email, locale: to.locale, template: 'webhook_disabled',
      params: { url: e.url, failures, link: `/webhooks/${e.webhook_id}/show` },
    }, deps.config.publicUrl);
  } catch (err) {
    deps.log.warn(`webhook ${e.webhook_id}: could not mail its creator that it was disabled`, err);
  }
}
