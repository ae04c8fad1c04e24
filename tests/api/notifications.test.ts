// Notifications that are sent (issue 30), through a real SMTP peer read back with mailparser:
// each kind's switch, content per language, scope, the sent-log (no duplicate on a rerun),
// retry after an SMTP refusal, one-click unsubscribe, the preview and the bell.
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/pool';
import { parisDay } from '../../server/areas/elements/conformity';
import { runDigest, runReminders } from '../../server/areas/notifications/jobs';
import { scanEvents } from '../../server/areas/notifications/events';
import { NOTIFICATION_KINDS } from '../../server/notify/kinds';
import { ADMIN, as, call, LECTEUR, login, startApp, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp';
import { FORM_HEADERS, formData, PNG } from './form-data';

const PUBLIC_URL = 'https://conformite.example.fr';
const TECHNICIEN = 'technicien@demo.fr';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let deps: Parameters<typeof runReminders>[0];
const tokens: Record<string, string> = {};
const api = (email: string) => as(t.app, tokens[email]);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ ...smtp.env, PUBLIC_URL, EXPORT_EMAIL_THRESHOLD: '1' });
  deps = { db: createDb(t.pool), pool: t.pool, mailer: t.platform.mailer, config: { publicUrl: PUBLIC_URL } };
  for (const email of [ADMIN, LECTEUR, TECHNICIEN, 'admin@corpo.fr']) tokens[email] = await login(t.app, email);
  // Settings of demo users are put back as the seed had them (other files read them).
  await t.pool.query(`UPDATE users SET notification_settings = '{}' WHERE email = ANY($1)`, [Object.keys(tokens)]);
  await api(LECTEUR).patch('/api/v1/user/me/', { language: 'en' });
}, 120_000);

afterAll(async () => {
  await t.pool.query(`UPDATE users SET notification_settings = '{}' WHERE email = ANY($1)`, [Object.keys(tokens)]);
  await api(LECTEUR)?.patch('/api/v1/user/me/', { language: 'fr' });
  await t.close();
  await smtp.close();
});

/** The messages received since `from`, parsed, for one address. */
async function mailsTo(email: string, from = 0, kind?: string): Promise<ParsedMail[]> {
  const got = smtp.received.slice(from).filter((m) => m.to.includes(email));
  const parsed = await Promise.all(got.map((m) => simpleParser(m.raw)));
  return kind ? parsed.filter((m) => header(m, 'x-notification-kind') === kind) : parsed;
}
/** A header as written (mailparser folds the List-* ones into its own structure). */
const header = (m: ParsedMail, name: string) =>
  m.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ') ?? '';
const unsubscribeUrl = (m: ParsedMail) => header(m, 'list-unsubscribe').replace(/^.*<(.*)>.*$/s, '$1');
const sentLog = async (email: string, kind: string) =>
  (await t.pool.query(`SELECT n.* FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.kind = $2`, [email, kind])).rows;

describe('the switches', () => {
  it('lists every kind with its label in the caller language, and the reminder horizon', async () => {
    const fr = await api(ADMIN).get('/api/v1/user/notifications/');
    expect(fr.body.settings.map((s: { kind: string }) => s.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(fr.body.settings.find((s: { kind: string }) => s.kind === 'import_failed').label).toBe('Import en échec');
    expect(fr.body.deadline_horizon_days).toBe(30);
    const en = await api(ADMIN).get('/api/v1/user/notifications/', 'en');
    expect(en.body.settings.find((s: { kind: string }) => s.kind === 'import_failed').label).toBe('Import failed');
  });

  it('saves the horizon among the offered ones and refuses another in both languages', async () => {
    expect((await api(TECHNICIEN).put('/api/v1/user/notifications/', { settings: {}, deadline_horizon_days: 60 })).body.deadline_horizon_days).toBe(60);
    const bad = await call(t.app, 'PUT', '/api/v1/user/notifications/', { token: tokens[TECHNICIEN], body: { settings: {}, deadline_horizon_days: 45 } });
    expect(bad.status).toBe(400);
    expect(bad.body.deadline_horizon_days[0]).toMatch(/valeur|choix/i);
    const en = await call(t.app, 'PUT', '/api/v1/user/notifications/', { token: tokens[TECHNICIEN], body: { settings: {}, deadline_horizon_days: 45 }, lang: 'en' });
    expect(en.body.deadline_horizon_days[0]).not.toBe(bad.body.deadline_horizon_days[0]);
    await api(TECHNICIEN).put('/api/v1/user/notifications/', { settings: {}, deadline_horizon_days: 30 });
  });
});

describe('deadline reminders', () => {
  let from = 0;
  beforeAll(async () => {
    await api('admin@corpo.fr').put('/api/v1/user/notifications/', { settings: { deadline_reminder: false } });
    from = smtp.received.length;
    await runReminders(deps);
  });

  it('tells each user the late and due controls of their own scope, grouped by site', async () => {
    // The reminder's horizon counts from today in Paris (between 23:00 and 00:00 UTC, a day ahead of UTC's).
    const day = new Date(Date.parse(`${parisDay()}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    for (const email of [ADMIN, LECTEUR, TECHNICIEN]) {
      const [mail, ...more] = await mailsTo(email, from, 'deadline_reminder');
      expect(more).toHaveLength(0);
      // The numbers of the subject are the count of the list the user opens with the API.
      const open = (await api(email).get(`/api/v1/controls/count/?open=true&next_date_lte=${day}`)).body.count;
      const [late, due] = (mail.subject!.match(/\d+/g) ?? []).map(Number);
      expect(late + due).toBe(open);
      expect(mail.html).toContain(`${PUBLIC_URL}/controls?`);
      expect(mail.text).toContain(`next_date_lte=${day}`);
    }
    // The reader sees Lyon only; the technician, Lyon through Atelier A: fewer controls.
    const lecteur = (await mailsTo(LECTEUR, from, 'deadline_reminder'))[0];
    expect(lecteur.text).toContain('Usine de Lyon');
    const admin = (await mailsTo(ADMIN, from, 'deadline_reminder'))[0];
    const sites = (m: ParsedMail) => (m.text!.match(/^[^\n]+: \d+ (late|en retard)/gm) ?? []).length;
    expect(sites(admin)).toBeGreaterThan(sites(lecteur));
    expect(lecteur.subject).toMatch(/late controls/);
    expect(admin.subject).toMatch(/contrôles en retard/);
  });

  it('is sent once whatever the reruns, and not to a user whose switch is off', async () => {
    const count = smtp.received.length;
    const again = await runReminders(deps);
    // No reminder again (the minute's event scan may send something else meanwhile).
    const reminders = (await Promise.all(smtp.received.slice(count).map((m) => simpleParser(m.raw))))
      .filter((m) => header(m, 'x-notification-kind') === 'deadline_reminder');
    expect(reminders).toHaveLength(0);
    expect(again.reminders.sent).toBe(0);
    expect(await mailsTo('admin@corpo.fr', from, 'deadline_reminder')).toHaveLength(0);
    expect(await sentLog(ADMIN, 'deadline_reminder')).toHaveLength(1);
  });

  it('carries a signed one-click unsubscribe that turns off that kind only', async () => {
    const mail = (await mailsTo(TECHNICIEN, from, 'deadline_reminder'))[0];
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(unsubscribeUrl(mail));
    expect(url.origin).toBe(PUBLIC_URL);
    const path = `${url.pathname}${url.search}`;
    const forged = await t.app.inject({ method: 'POST', url: path.replace(/s=[^&]+/, 's=AAAA'), payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.statusCode).toBe(400);
    const other = await t.app.inject({ method: 'POST', url: path.replace('k=deadline_reminder', 'k=export_ready') });
    expect(other.statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    const done = await t.app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.statusCode).toBe(200);
    const settings = (await api(TECHNICIEN).get('/api/v1/user/notifications/')).body.settings as { kind: string; enabled: boolean }[];
    expect(settings.filter((s) => !s.enabled).map((s) => s.kind).sort()).toEqual(['deadline_reminder', 'weekly_digest']);
  });
});

describe('weekly digest and SMTP refusals', () => {
  it('is retried after a refusal, then sent once, with the lists of the dashboard', async () => {
    await api(ADMIN).put('/api/v1/user/notifications/', { settings: { weekly_digest: true } });
    const from = smtp.received.length;
    smtp.control.refuse = true;
    await expect(runDigest(deps)).rejects.toThrow();
    smtp.control.refuse = false;
    const [row] = await sentLog(ADMIN, 'weekly_digest');
    expect(row.mailed_at).toBeNull();
    await runDigest(deps);
    await runDigest(deps);
    const mails = await mailsTo(ADMIN, from, 'weekly_digest');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/À préparer[\s\S]*Contrôles à échéance sous 30 jours : \d+/);
    expect(mails[0].html).toContain(`${PUBLIC_URL}/controls?due_within_days=30`);
    expect((await sentLog(ADMIN, 'weekly_digest'))[0].mailed_at).not.toBeNull();
    // Off by default: nobody else asked for it.
    expect(await mailsTo(LECTEUR, from, 'weekly_digest')).toHaveLength(0);
  });
});

describe('weekly digest, lists shared by scope', () => {
  const copies = ['copie1-admin@demo.fr', 'copie2-admin@demo.fr'];
  afterAll(async () => { await t.pool.query('DELETE FROM users WHERE email = ANY($1)', [copies]); });

  it('reads the lists once per scope and gives each user the counts of their own scope', async () => {
    // Two copies of the admin (same rights, companies, sites, regulations, buildings) and the
    // reader (Lyon only, in English), the digest on; the admin had theirs this week already.
    for (const email of copies) {
      await t.pool.query(`WITH c AS (INSERT INTO users (email, first_name, last_name, password_hash, role, is_administrator, dashboard_access, rights, language, notification_settings)
        SELECT $1, 'Copie', 'Admin', password_hash, role, is_administrator, dashboard_access, rights, 'fr', '{"weekly_digest": true}'
        FROM users WHERE email = $2 RETURNING id), a AS (SELECT id FROM users WHERE email = $2),
        uc AS (INSERT INTO user_companies SELECT c.id, x.company_id FROM c, a, user_companies x WHERE x.user_id = a.id),
        uf AS (INSERT INTO user_factories SELECT c.id, x.factory_id FROM c, a, user_factories x WHERE x.user_id = a.id),
        ub AS (INSERT INTO user_buildings SELECT c.id, x.building_id FROM c, a, user_buildings x WHERE x.user_id = a.id)
        INSERT INTO user_regulations SELECT c.id, x.regulation_id FROM c, a, user_regulations x WHERE x.user_id = a.id`, [email, ADMIN]);
    }
    await api(LECTEUR).put('/api/v1/user/notifications/', { settings: { weekly_digest: true } });
    const from = smtp.received.length;
    const result = await runDigest(deps);
    // The copies share one build of the lists; the reader has their own.
    expect(result.scopes.hits).toBeGreaterThanOrEqual(1);
    expect(result.scopes.misses).toBeLessThan(result.digest.sent);
    const late = (m: ParsedMail | undefined, label: RegExp) => Number(label.exec(m?.text ?? '')?.[1] ?? NaN);
    const FR = /^- Contrôles en retard\s?: (\d+)$/m;
    const EN = /^- Late controls: (\d+)$/m;
    const adminLate = (await api(ADMIN).get('/api/v1/controls/count/?late=true')).body.count;
    const lecteurLate = (await api(LECTEUR).get('/api/v1/controls/count/?late=true')).body.count;
    expect(adminLate).not.toBe(lecteurLate);
    for (const email of copies) {
      const mails = await mailsTo(email, from, 'weekly_digest');
      expect(mails).toHaveLength(1);
      expect(late(mails[0], FR)).toBe(adminLate);
    }
    const [lecteur, ...more] = await mailsTo(LECTEUR, from, 'weekly_digest');
    expect(more).toHaveLength(0);
    expect(late(lecteur, EN)).toBe(lecteurLate);
  });
});

describe('events', () => {
  it('tells a manager of an observation assigned to them, if they see it, once', async () => {
    const el = (await api(LECTEUR).get('/api/v1/elements/?page_size=1')).body.results[0];
    const lecteurId = (await t.pool.query(`SELECT id FROM users WHERE email = $1`, [LECTEUR])).rows[0].id;
    const created = await api(ADMIN).post('/api/v1/tasks/', { element: el.id, description: 'Garde-corps à refixer', manager: lecteurId, deadline: '2030-01-01' });
    expect(created.status).toBe(201);
    const from = smtp.received.length;
    await scanEvents(deps);
    await scanEvents(deps);
    const mails = await mailsTo(LECTEUR, from, 'observation_assigned');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Compliance: an observation was assigned to you');
    expect(mails[0].text).toContain(`${PUBLIC_URL}/tasks/${created.body.id}/show`);
  });

  it('sends an event mail the SMTP peer refused at the next scan, once', async () => {
    const el = (await api(LECTEUR).get('/api/v1/elements/?page_size=1')).body.results[0];
    const lecteurId = (await t.pool.query(`SELECT id FROM users WHERE email = $1`, [LECTEUR])).rows[0].id;
    const created = await api(ADMIN).post('/api/v1/tasks/', { element: el.id, description: 'Extincteur à remplacer', manager: lecteurId, deadline: '2030-01-01' });
    expect(created.status).toBe(201);
    const from = smtp.received.length;
    smtp.control.refuse = true;
    await expect(scanEvents(deps)).rejects.toThrow();
    smtp.control.refuse = false;
    const mine = async () => (await mailsTo(LECTEUR, from, 'observation_assigned')).filter((m) => m.text?.includes(`/tasks/${created.body.id}/show`));
    expect(await mine()).toHaveLength(0);
    await scanEvents(deps);
    await scanEvents(deps);
    expect(await mine()).toHaveLength(1);
  });

  it('tells the author of an import its end, and not a user who switched it off', async () => {
    const ids = (await t.pool.query(`SELECT u.id, c.company_id FROM users u JOIN user_companies c ON c.user_id = u.id WHERE u.email = $1`, [ADMIN])).rows[0];
    const ins = async (status: string, failure: string | null) => (await t.pool.query(`INSERT INTO imports (company_id, number, action_type, object_type, author_id, status, file_name, blob_key, size, applied_rows, failure)
      VALUES ($1, (SELECT coalesce(max(number), 0) + 1 FROM imports WHERE company_id = $1), 'create', 'elements', $2, $3, 'lot.xlsx', 'k', 1, 42, $4) RETURNING id, number`,
    [ids.company_id, ids.id, status, failure])).rows[0];
    const done = await ins('done', null);
    const from = smtp.received.length;
    await api(ADMIN).put('/api/v1/user/notifications/', { settings: { import_failed: false } });
    await ins('failed', 'api.imports.errors.not_a_spreadsheet');
    await scanEvents(deps);
    expect(await mailsTo(ADMIN, from, 'import_failed')).toHaveLength(0);
    const mails = (await mailsTo(ADMIN, from, 'import_done')).filter((m) => m.subject!.includes(`n° ${done.number} `));
    expect(mails.map((m) => m.subject)).toEqual([`Conformité : import n° ${done.number} terminé`]);
    expect(mails[0].text).toContain('42 lignes enregistrées');
    expect(mails[0].text).toContain(`${PUBLIC_URL}/imports/${done.id}/show`);
  });

  it('honours the export_ready switch (it was sent even when off)', async () => {
    await api(ADMIN).put('/api/v1/user/notifications/', { settings: { export_ready: false } });
    const from = smtp.received.length;
    const r = await api(ADMIN).get('/api/v1/factories/export/?format=csv');
    expect(r.status).toBe(202);
    for (let i = 0; i < 100; i++) {
      if (['done', 'failed'].includes((await api(ADMIN).get(`/api/v1/jobs/${r.body.job.id}/`)).body.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await api(ADMIN).get(`/api/v1/jobs/${r.body.job.id}/`)).body.status).toBe('done');
    expect(await mailsTo(ADMIN, from)).toHaveLength(0);
    await api(ADMIN).put('/api/v1/user/notifications/', { settings: { export_ready: true } });
  });
});

describe('preview and bell', () => {
  it('sends each kind as a preview to the caller now, HTML and text, and refuses an unknown kind', async () => {
    const from = smtp.received.length;
    for (const kind of NOTIFICATION_KINDS) expect((await api(LECTEUR).post('/api/v1/user/notifications/preview/', { kind })).status).toBe(200);
    const mails = await mailsTo(LECTEUR, from);
    expect(mails).toHaveLength(NOTIFICATION_KINDS.length);
    for (const m of mails) {
      expect(m.subject).toMatch(/^Preview: /);
      expect(m.html).toContain('<!doctype html>');
      expect(m.text).toContain('Hello Louis Lecteur,');
    }
    const bad = await call(t.app, 'POST', '/api/v1/user/notifications/preview/', { token: tokens[LECTEUR], body: { kind: 'sms' } });
    expect(bad.status).toBe(400);
    expect(bad.body.kind).toHaveLength(1);
  });

  it('carries the company logo at a signed address that needs no session; a forged one is a 404', async () => {
    const corpo = 'admin@corpo.fr';
    const up = await t.app.inject({
      method: 'POST', url: '/api/v1/company/logo/', payload: formData([{ name: 'file', data: PNG, filename: 'logo.png' }]),
      headers: { ...FORM_HEADERS, authorization: `Token ${tokens[corpo]}` },
    });
    expect(up.statusCode, up.body).toBe(200);
    try {
      const from = smtp.received.length;
      expect((await api(corpo).post('/api/v1/user/notifications/preview/', { kind: 'export_ready' })).status).toBe(200);
      const [mail] = await mailsTo(corpo, from);
      const src = /<img[^>]+src="([^"]+)"/.exec(String(mail.html))?.[1] ?? '';
      expect(src).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/company/logo/mail/\\d+/[0-9a-f]{32}/$`));
      const path = src.slice(PUBLIC_URL.length);
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const forged = path.replace(/[0-9a-f]{32}\/$/, `${'0'.repeat(32)}/`);
      expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
      // A demo user's company has no logo: no image in their mails.
      const before = smtp.received.length;
      await api(LECTEUR).post('/api/v1/user/notifications/preview/', { kind: 'export_ready' });
      expect(String((await mailsTo(LECTEUR, before))[0].html)).not.toContain('/company/logo/mail/');
    } finally {
      await api(corpo).del('/api/v1/company/logo/');
    }
  });

  it('lists the caller notifications with the unread count, marks one or all read, 404 for another user row', async () => {
    const list = await api(LECTEUR).get('/api/v1/notifications/');
    expect(list.status).toBe(200);
    expect(list.body.unread).toBeGreaterThan(1);
    const first = list.body.results[0];
    expect(first.read).toBe(false);
    expect((await api(ADMIN).post(`/api/v1/notifications/${first.id}/read/`)).status).toBe(404);
    expect((await api(LECTEUR).post(`/api/v1/notifications/${first.id}/read/`)).status).toBe(200);
    const after = await api(LECTEUR).get('/api/v1/notifications/');
    expect(after.body.unread).toBe(list.body.unread - 1);
    expect((await api(LECTEUR).post('/api/v1/notifications/read-all/')).body.updated).toBe(after.body.unread);
    expect((await api(LECTEUR).get('/api/v1/notifications/')).body.unread).toBe(0);
    expect((await api(LECTEUR).get('/api/v1/notifications/?page_size=0')).status).toBe(400);
  });
});
