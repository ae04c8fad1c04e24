// Integrations (issue 29 §3): the private calendar feed (parsed with ical.js, scoped, reset,
// deactivated user) and signed webhooks delivered to a real HTTP receiver on 127.0.0.1 (allowed
// by WEBHOOK_ALLOWED_HOSTS here): signature, retries after a 500, disabled after failures in a
// row with a mail to its creator, and the SSRF refusals.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEBHOOK_EVENTS } from '../../resources/webhooks';
import { SOURCES, scanWebhookEvents } from '../../server/areas/integrations/events';
import { rows } from '../../server/crud/sql';
import { createDb } from '../../server/db/pool';
import { ADMIN, as, call, CORPO, LECTEUR, login, startApp, until, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp';

const PUBLIC_URL = 'https://conformite.example.fr';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const tokens: Record<string, string> = {};
const api = (email: string) => as(t.app, tokens[email]);

interface Hit { path: string; headers: http.IncomingHttpHeaders; body: string }
const hits: Hit[] = [];
let receiver: http.Server;
let base = '';
/** Answers per path: /ok 200; /fail 500; /flaky 500 at its first call, then 200. */
function answer(path: string): number {
  if (path.startsWith('/fail')) return 500;
  if (path.startsWith('/flaky')) return hits.filter((h) => h.path === path).length === 1 ? 500 : 200;
  return 200;
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    req.on('end', () => {
      hits.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = answer(req.url ?? '');
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  smtp = await startSmtpCapture();
  t = await startApp({
    ...smtp.env, PUBLIC_URL, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_DELAY_SECONDS: '1',
    WEBHOOK_MAX_ATTEMPTS: '3', WEBHOOK_MAX_FAILURES: '3', JOB_POLL_SECONDS: '1',
  });
  for (const email of [ADMIN, LECTEUR, CORPO]) tokens[email] = await login(t.app, email);
}, 120_000);

afterAll(async () => {
  // Only this file's webhooks (the demo's stay for the access matrix).
  await t?.pool.query(`DELETE FROM webhooks WHERE url LIKE $1`, [`${base}/%`]);
  await t?.close();
  await smtp.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const feedPath = (url: string) => new URL(url).pathname;
async function feedOf(email: string): Promise<{ url: string; res: { status: number; body: string; headers: Record<string, unknown> } }> {
  const { body } = await api(email).get('/api/v1/calendar/feed/');
  const r = await call(t.app, 'GET', feedPath(body.url));
  return { url: body.url as string, res: { status: r.status, body: r.body, headers: r.res.headers } };
}
const eventsOf = (ics: string): ICAL.Component[] => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
const controlIds = (ics: string) => eventsOf(ics).map((e) => String(e.getFirstPropertyValue('uid')))
  .map((u) => /^control-(\d+)@/.exec(u)).filter((m) => m !== null).map((m) => Number(m[1])).sort((a, b) => a - b);

/** Every id of a list the user sees with these filters (cursor pages). */
async function allIds(email: string, path: string): Promise<number[]> {
  const ids: number[] = [];
  let url: string | null = `${path}&page_size=100`;
  while (url) {
    const r = await api(email).get(url);
    ids.push(...r.body.results.map((x: { id: number }) => x.id));
    url = r.body.next ? new URL(r.body.next, 'http://x').pathname + new URL(r.body.next, 'http://x').search : null;
  }
  return ids.sort((a, b) => a - b);
}

describe('the calendar feed', () => {
  it('gives a stable private address whose feed is valid RFC 5545 in the user language', async () => {
    const first = await feedOf(ADMIN);
    expect(first.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/calendar/ics/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await feedOf(ADMIN)).url).toBe(first.url);
    const { res } = first;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/calendar');
    const ics = res.body;
    // CRLF line endings only, lines folded at 75 octets.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const cal = new ICAL.Component(ICAL.parse(ics));
    expect(String(cal.getFirstPropertyValue('x-wr-calname'))).toContain('Conformité — échéances de');
    const events = eventsOf(ics);
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      expect(e.getFirstPropertyValue('uid')).toMatch(/^(control|control-intervention|maintenance-intervention)-\d+@conformite\.example\.fr$/);
      expect(e.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect((e.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true);
      expect(String(e.getFirstPropertyValue('url'))).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    }
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
    expect(String(events.find((e) => String(e.getFirstPropertyValue('uid')).startsWith('control-'))!.getFirstPropertyValue('summary')))
      .toMatch(/Contrôle : /);
    // The same controls as the open deadlines list of the next 12 months (late ones included).
    const { rows: [{ horizon }] } = await t.pool.query(`SELECT ((now() AT TIME ZONE 'Europe/Paris')::date + interval '12 months')::date::text AS horizon`);
    const listed = await allIds(ADMIN, `/api/v1/controls/?open=true&next_date_lte=${horizon}`);
    const inFeed = controlIds(ics);
    expect(inFeed.length).toBeGreaterThan(0);
    expect(inFeed).toEqual(listed);
  });

  it('is scoped: a narrowed user sees only their sites, and a right withdrawn applies at once', async () => {
    const admin = controlIds((await feedOf(ADMIN)).res.body);
    const reader = await feedOf(LECTEUR);
    const ids = controlIds(reader.res.body);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(admin.length);
    const lyon = await allIds(LECTEUR, '/api/v1/controls/?open=true');
    expect(ids.every((id) => lyon.includes(id))).toBe(true);
    const { rows: [{ sites }] } = await t.pool.query(`SELECT array_agg(DISTINCT f.name) AS sites FROM controls k JOIN factories f ON f.id = k.factory_id WHERE k.id = ANY($1)`, [ids]);
    expect(sites).toEqual(['Usine de Lyon']);
    // In the user's language, read at each request.
    await api(LECTEUR).patch('/api/v1/user/me/', { language: 'en' });
    try {
      const en = (await call(t.app, 'GET', feedPath(reader.url))).body as string;
      expect(en).toContain('SUMMARY:Control: ');
      expect(en).toContain('X-WR-CALNAME:Conformité — deadlines of');
    } finally {
      await api(LECTEUR).patch('/api/v1/user/me/', { language: 'fr' });
    }
    const before = (await t.pool.query(`SELECT rights FROM users WHERE email = $1`, [LECTEUR])).rows[0].rights;
    try {
      await t.pool.query(`UPDATE users SET rights = rights - 'control' WHERE email = $1`, [LECTEUR]);
      const after = await call(t.app, 'GET', feedPath(reader.url));
      expect(after.status).toBe(200);
      expect(controlIds(after.body)).toEqual([]);
    } finally {
      await t.pool.query(`UPDATE users SET rights = $2 WHERE email = $1`, [LECTEUR, before]);
    }
  });

  it('answers 404 to a reset address, garbage, and a deactivated user', async () => {
    const old = (await feedOf(LECTEUR)).url;
    const reset = await api(LECTEUR).post('/api/v1/calendar/feed/reset/');
    expect(reset.status).toBe(200);
    expect(reset.body.url).not.toBe(old);
    expect((await call(t.app, 'GET', feedPath(old))).status).toBe(404);
    expect((await call(t.app, 'GET', feedPath(reset.body.url))).status).toBe(200);
    for (const junk of ['x', 'x'.repeat(43), '%00', `${'A'.repeat(43)}.ics`, "'; DROP TABLE users; --"]) {
      expect((await call(t.app, 'GET', `/api/v1/calendar/ics/${encodeURIComponent(junk)}`)).status).toBe(404);
    }
    try {
      await t.pool.query(`UPDATE users SET is_active = false WHERE email = $1`, [LECTEUR]);
      expect((await call(t.app, 'GET', feedPath(reset.body.url))).status).toBe(404);
    } finally {
      await t.pool.query(`UPDATE users SET is_active = true WHERE email = $1`, [LECTEUR]);
      // Deactivation ended the reader's sessions.
      tokens[LECTEUR] = await login(t.app, LECTEUR);
    }
    expect((await call(t.app, 'GET', '/api/v1/calendar/feed/')).status).toBe(401);
  });
});

const W = '/api/v1/webhooks/';
const deps = () => ({ db: createDb(t.pool), pool: t.pool, jobs: t.jobs });
async function corpoElement(): Promise<number> {
  const { rows: [{ id }] } = await t.pool.query(`SELECT e.id FROM elements e JOIN user_companies uc ON uc.company_id = e.company_id
    JOIN users u ON u.id = uc.user_id WHERE u.email = $1 ORDER BY e.id LIMIT 1`, [CORPO]);
  return id;
}

describe('webhooks', () => {
  it('refuses private, loopback and link-local addresses (and names resolving to them) unless allowed', async () => {
    const refused = [
      'http://10.1.2.3/hook', 'http://127.0.0.2:8080/hook', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook', 'http://[fe80::1]/hook', 'http://192.168.1.10/hook', 'http://localhost/hook',
      `http://${os.hostname()}/hook`, 'ftp://example.com/x', 'not a url', 'http://user:pw@example.com/',
    ];
    for (const url of refused) {
      const r = await api(CORPO).post(W, { url, events: ['task.created'] });
      expect(r.status, url).toBe(400);
      expect(r.body.url?.[0], url).toBeTruthy();
    }
    const en = await call(t.app, 'POST', W, { token: tokens[CORPO], lang: 'en', body: { url: 'http://10.0.0.1/', events: ['task.created'] } });
    expect(en.body.url[0]).toMatch(/private or reserved/);
    const fr = await api(CORPO).post(W, { url: 'http://169.254.169.254/', events: ['task.created'] });
    expect(fr.body.url[0]).toMatch(/privée ou réservée/);
    // 127.0.0.1 is listed in WEBHOOK_ALLOWED_HOSTS here.
    const ok = await api(CORPO).post(W, { url: `${base}/ok-allowed`, events: ['import.done'] });
    expect(ok.status).toBe(201);
  });

  it('needs the corpo plan and the company right', async () => {
    expect((await api(ADMIN).post(W, { url: `${base}/ok`, events: ['task.created'] })).status).toBe(403);
    expect((await api(LECTEUR).get(W)).status).toBe(403);
  });

  it('shows the secret once and signs each delivery with it (HMAC-SHA256 of the raw body)', async () => {
    const made = await api(CORPO).post(W, { url: `${base}/ok-signed`, events: ['task.created'] });
    expect(made.status).toBe(201);
    const secret = made.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const shown = await api(CORPO).get(`${W}${made.body.id}/`);
    expect(shown.body.secret).toBeUndefined();
    expect(JSON.stringify((await api(CORPO).get(W)).body)).not.toContain(secret);
    // The company's `integration` says a webhook is connected.
    expect((await api(CORPO).get('/api/v1/company/all')).body.map((c: { integration: unknown }) => c.integration)).toContain('webhooks');
    const { rows: [stored] } = await t.pool.query(`SELECT secret FROM webhooks WHERE id = $1`, [made.body.id]);
    expect(stored.secret).not.toContain(secret);

    const task = await api(CORPO).post('/api/v1/tasks/', { description: 'Garde-corps à refixer (webhook)', element: await corpoElement() });
    expect(task.status).toBe(201);
    await scanWebhookEvents(deps());
    const hit = await until(() => hits.find((h) => h.path === '/ok-signed'));
    expect(hit.headers['x-conformite-event']).toBe('task.created');
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['x-conformite-signature']).toBe(`sha256=${createHmac('sha256', secret).update(hit.body).digest('hex')}`);
    const body = JSON.parse(hit.body);
    expect(body.event).toBe('task.created');
    expect(Date.parse(body.created_at)).toBeGreaterThan(0);
    expect(body.data).toMatchObject({ id: task.body.id, description: 'Garde-corps à refixer (webhook)' });
    // Scanned again: nothing sent twice.
    await scanWebhookEvents(deps());
    await new Promise((r) => setTimeout(r, 1500));
    expect(hits.filter((h) => h.path === '/ok-signed')).toHaveLength(1);
    const log = await until(async () => {
      const r = await api(CORPO).get(`/api/v1/webhook-deliveries/?webhook=${made.body.id}`);
      return r.body.results.length ? r.body.results : undefined;
    });
    expect(log[0]).toMatchObject({ event: 'task.created', attempt: 1, status: 'sent', status_code: 200 });
    expect(typeof log[0].duration_ms).toBe('number');
  });

  it('sends nothing while the company is off the corpo plan', async () => {
    const made = await api(CORPO).post(W, { url: `${base}/ok-tier`, events: ['task.created'] });
    const { rows: [{ company_id: company }] } = await t.pool.query(`SELECT company_id FROM webhooks WHERE id = $1`, [made.body.id]);
    try {
      await t.pool.query(`UPDATE companies SET tier = 'pro' WHERE id = $1`, [company]);
      await api(CORPO).post('/api/v1/tasks/', { description: 'Observation hors offre', element: await corpoElement() });
      await scanWebhookEvents(deps());
      const { rows } = await t.pool.query(`SELECT 1 FROM webhook_events WHERE webhook_id = $1`, [made.body.id]);
      expect(rows).toHaveLength(0);
    } finally {
      await t.pool.query(`UPDATE companies SET tier = 'corpo' WHERE id = $1`, [company]);
      await api(CORPO).del(`${W}${made.body.id}/`);
    }
  });

  it('finds each event kind in the demo rows of a company (every source query runs)', async () => {
    const { rows: [{ id: company }] } = await t.pool.query(`SELECT uc.company_id AS id FROM user_companies uc JOIN users u ON u.id = uc.user_id WHERE u.email = $1`, [CORPO]);
    const found: Record<string, number> = {};
    for (const event of WEBHOOK_EVENTS) {
      const got = await rows<{ n: number; keys: number }>(createDb(t.pool), sql`SELECT count(*)::int AS n, count(DISTINCT s.key)::int AS keys
        FROM (${SOURCES[event].rows(sql`${company}::int`, sql`'2000-01-01'::timestamptz`)}) s`);
      found[event] = got[0].n;
      // One key per object and state.
      expect(got[0].keys, event).toBe(got[0].n);
    }
    expect(found['task.created']).toBeGreaterThan(0);
    expect(found['control.late']).toBeGreaterThan(0);
    expect(found['control.finished']).toBeGreaterThan(0);
  });

  it('retries after a 500, with the attempts in the delivery log', async () => {
    const made = await api(CORPO).post(W, { url: `${base}/flaky`, events: ['task.created'] });
    await api(CORPO).post('/api/v1/tasks/', { description: 'Observation pour un nouvel essai', element: await corpoElement() });
    await scanWebhookEvents(deps());
    await until(() => hits.filter((h) => h.path === '/flaky').length >= 2);
    const log = await until(async () => {
      const r = await api(CORPO).get(`/api/v1/webhook-deliveries/?webhook=${made.body.id}&ordering=id`);
      return r.body.results.length >= 2 && r.body.results.some((x: { status: string }) => x.status === 'sent') ? r.body.results : undefined;
    });
    expect(log.map((x: { attempt: number; status_code: number; status: string }) => [x.attempt, x.status_code, x.status]))
      .toEqual(expect.arrayContaining([[1, 500, 'pending'], [2, 200, 'sent']]));
    const [a, b] = hits.filter((h) => h.path === '/flaky');
    expect(b.body).toBe(a.body);
  });

  it('is disabled after failures in a row, and its creator is told by e-mail', async () => {
    const from = smtp.received.length;
    const made = await api(CORPO).post(W, { url: `${base}/fail`, events: ['task.created'] });
    await api(CORPO).post('/api/v1/tasks/', { description: 'Observation vers un service en panne', element: await corpoElement() });
    await scanWebhookEvents(deps());
    const off = await until(async () => {
      const r = await api(CORPO).get(`${W}${made.body.id}/`);
      return r.body.active === false ? r.body : undefined;
    }, 50);
    expect(off.failures_in_row).toBe(3);
    expect(off.disabled_at).toBeTruthy();
    expect(hits.filter((h) => h.path === '/fail')).toHaveLength(3);
    const mail = await until(() => smtp.received.slice(from).find((m) => m.to.includes(CORPO)));
    expect(mail.raw.toString('utf8')).toMatch(/webhook/i);
    // Switched back on by hand: a fresh count.
    const on = await api(CORPO).patch(`${W}${made.body.id}/`, { active: true });
    expect(on.body).toMatchObject({ active: true, failures_in_row: 0, disabled_at: null });
  });
});
