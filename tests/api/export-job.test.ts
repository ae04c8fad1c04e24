// A large (or e-mailed) export runs as a job: the API answers at once with the job, the file goes
// to the store, the user receives an e-mail (real SMTP peer) whose link downloads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredExports } from '../../server/areas/exports/cleanup';
import { ADMIN, as, CORPO, login, startApp, type TestApp } from './helpers';
import { partText } from './mime';
import { startSmtpCapture } from './smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: ReturnType<typeof as>;
const PUBLIC_URL = 'https://conformite.example.fr';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Above 2 rows, exports are e-mailed.
  t = await startApp({ ...smtp.env, EXPORT_EMAIL_THRESHOLD: '2', PUBLIC_URL });
  admin = as(t.app, await login(t.app, ADMIN));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function waitJob(id: string, who = admin) {
  for (let i = 0; i < 100; i++) {
    const r = await who.get(`/api/v1/jobs/${id}/`);
    if (r.body.status === 'done' || r.body.status === 'failed') return r.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('job did not finish');
}

describe('e-mailed exports', () => {
  it('answers 202 with the job, mails a link, and the link downloads the same rows as the list', async () => {
    const before = smtp.received.length;
    const r = await admin.get('/api/v1/factories/export/?format=csv&ordering=name');
    expect(r.status).toBe(202);
    expect(r.body.job.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.message).toMatch(/e-mail/);
    const job = await waitJob(r.body.job.id);
    expect(job).toMatchObject({ status: 'done', progress: 100, kind: 'export' });

    // The API files share one database and its job queue: this app's workers may also deliver
    // another file's queued mails. So the export's own mail is found by its link: exactly one.
    const link = `${PUBLIC_URL}/ressource/download/${r.body.job.id}`;
    const mine = smtp.received.slice(before).filter((m) => partText(m.mail, 'text/plain')?.includes(link));
    expect(mine).toHaveLength(1);
    const mail = mine[0];
    expect(mail.to).toEqual(['admin@demo.fr']);
    const text = partText(mail.mail, 'text/plain')!;
    expect(text).toContain(link);
    expect(partText(mail.mail, 'text/html')).toContain(link);

    const file = await admin.get(`/api/v1/exports/${r.body.job.id}/download/`);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toContain('text/csv');
    expect(file.res.headers['content-disposition']).toMatch(/attachment; filename="factories-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(file.body).trim().split('\r\n');
    const list = (await admin.get('/api/v1/factories/?ordering=name&page_size=100')).body.results;
    expect(lines).toHaveLength(list.length + 1);
    expect(lines[1]).toContain(list[0].name);
    expect(job.result.rows).toBe(list.length);
  });

  it('e-mails on demand (delivery=email) even below the threshold, in XLSX, in English', async () => {
    const r = await admin.get('/api/v1/factories/export/?format=xlsx&delivery=email&search=Lyon', 'en');
    expect(r.status).toBe(202);
    expect(r.body.message).toMatch(/by e-mail/);
    const job = await waitJob(r.body.job.id);
    expect(job.result.rows).toBe(1);
    const mail = smtp.received.find((m) => partText(m.mail, 'text/plain')?.includes(`/ressource/download/${r.body.job.id}`))!;
    expect(mail.mail.headers.subject).toMatch(/your “Sites” export is ready/);
    const file = await admin.get(`/api/v1/exports/${r.body.job.id}/download/`);
    expect(file.res.headers['content-type']).toContain('spreadsheetml');
    expect(file.res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps small exports streamed at once', async () => {
    const r = await admin.get('/api/v1/factories/export/?format=csv&search=Lyon');
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('text/csv');
  });

  it('lets only the requester download; unknown, malformed and other ids are 404', async () => {
    const r = await admin.get('/api/v1/factories/export/?format=csv');
    await waitJob(r.body.job.id);
    const corpo = as(t.app, await login(t.app, CORPO));
    const other = await corpo.get(`/api/v1/exports/${r.body.job.id}/download/`);
    expect(other.status).toBe(404);
    expect(other.body.detail).toBe("Ce fichier n'existe pas ou n'est plus disponible.");
    expect((await corpo.get(`/api/v1/jobs/${r.body.job.id}/`)).status).toBe(404);
    expect((await admin.get('/api/v1/exports/00000000-0000-0000-0000-000000000000/download/')).status).toBe(404);
    expect((await admin.get('/api/v1/exports/nope/download/')).status).toBe(404);
  });

  it('answers 404 when the file is gone from the store', async () => {
    const r = await admin.get('/api/v1/factories/export/?format=csv');
    const job = await waitJob(r.body.job.id);
    await t.platform.store.delete(job.result.key);
    expect((await admin.get(`/api/v1/exports/${r.body.job.id}/download/`)).status).toBe(404);
  });

  it('purges files past their expiry, and only those', async () => {
    const old = (await admin.get('/api/v1/factories/export/?format=csv')).body.job.id;
    const fresh = (await admin.get('/api/v1/factories/export/?format=csv')).body.job.id;
    const oldJob = await waitJob(old);
    const freshJob = await waitJob(fresh);
    await t.pool.query(`UPDATE job_runs SET result = jsonb_set(result, '{expires_at}', '"2000-01-01T00:00:00.000Z"') WHERE id = $1`, [old]);
    expect(await purgeExpiredExports(t.pool, t.platform.store)).toBeGreaterThanOrEqual(1);
    expect(await t.platform.store.head(oldJob.result.key)).toBeNull();
    expect(await t.platform.store.head(freshJob.result.key)).not.toBeNull();
    expect((await admin.get(`/api/v1/exports/${old}/download/`)).status).toBe(404);
    expect((await admin.get(`/api/v1/exports/${fresh}/download/`)).status).toBe(200);
    expect(await purgeExpiredExports(t.pool, t.platform.store)).toBe(0); // already purged
  });

  it('refuses a bad delivery or format with a field error, and queues nothing', async () => {
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM job_runs')).rows[0].n;
    expect((await admin.get('/api/v1/factories/export/?delivery=pigeon')).body).toEqual({ delivery: ["L'option n'est pas valide"] });
    expect((await admin.get('/api/v1/factories/export/?format=pdf')).status).toBe(400);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM job_runs')).rows[0].n).toBe(before);
  });
});
