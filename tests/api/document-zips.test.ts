// Zips of documents: a selection or a folder, built by a job into the store, e-mailed; entries and
// bytes match the files; another user's, an unknown or an expired zip is a 404.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredExports } from '../../server/areas/exports/cleanup';
import { entryName } from '../../server/areas/documents/zip-job';
import { ADMIN, as, call, CORPO, login, startApp, unique, until, type TestApp } from './helpers';
import { partText } from './mime';
import { startSmtpCapture } from './smtp';
import { BOUNDARY, formData, JPEG, PDF, PNG, type FormPart } from './form-data';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let token: string;
let admin: ReturnType<typeof as>;
let company: number;
let tag: number;
const files: Record<string, Buffer> = { 'rapport.pdf': PDF, 'photo.png': PNG, 'photo.jpg': JPEG };
let ids: number[];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ ...smtp.env, PUBLIC_URL: 'https://conformite.example.fr' });
  token = await login(t.app, ADMIN);
  admin = as(t.app, token);
  company = (await t.pool.query(`SELECT company_id FROM users u JOIN user_companies uc ON uc.user_id = u.id WHERE u.email = $1`, [ADMIN])).rows[0].company_id;
  tag = (await admin.post('/api/v1/tags/', { name: unique('Zip'), company })).body.id;
  const parts: FormPart[] = [{ name: 'company', data: String(company) }, { name: 'tags', data: String(tag) },
    ...Object.entries(files).map(([filename, data]) => ({ name: 'file', data, filename }))];
  const r = await call(t.app, 'POST', '/api/v1/documents/', { token, body: formData(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  ids = r.body.results.map((d: { id: number }) => d.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function waitZip(id: string, who = admin) {
  for (let i = 0; i < 100; i++) {
    const r = await who.get(`/api/v1/documents/zips/${id}/`);
    if (r.status !== 200 || r.body.status === 'done') return r;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('zip did not finish');
}

async function zipEntries(url: string) {
  const dl = await admin.get(url);
  expect(dl.status).toBe(200);
  expect(dl.res.headers['content-type']).toBe('application/zip');
  return unzipSync(new Uint8Array(dl.res.rawPayload));
}

describe('document zips', () => {
  it('zips a selection: entries and bytes match, the link is e-mailed', async () => {
    const r = await admin.post('/api/v1/documents/zip/', { ids: ids.slice(0, 2) });
    expect(r.status).toBe(202);
    expect(r.body.count).toBe(2);
    const state = await waitZip(r.body.job.id);
    expect(state.body).toMatchObject({ status: 'done', files: 2 });
    const entries = await zipEntries(state.body.url);
    expect(Object.keys(entries).sort()).toEqual(['photo.png', 'rapport.pdf']);
    for (const [name, data] of Object.entries(entries)) expect(Buffer.from(data).equals(files[name])).toBe(true);
    // Found by its link, not as the last mail: the minute's notification scan may send another.
    const link = `https://conformite.example.fr/documents/download/${r.body.job.id}`;
    const mail = await until(() => smtp.received.find((m) => partText(m.mail, 'text/plain')?.includes(link)) ?? false);
    expect(mail.to).toEqual([ADMIN]);
  });

  it('zips a folder', async () => {
    const r = await admin.post('/api/v1/documents/zip/', { tag });
    expect(r.status).toBe(202);
    const entries = await zipEntries((await waitZip(r.body.job.id)).body.url);
    expect(Object.keys(entries).sort()).toEqual(['photo.jpg', 'photo.png', 'rapport.pdf']);
  });

  it('refuses an empty or out-of-scope selection', async () => {
    expect((await admin.post('/api/v1/documents/zip/', { ids: [999999999] })).status).toBe(400);
    expect((await admin.post('/api/v1/documents/zip/', {})).status).toBe(400);
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.post('/api/v1/documents/zip/', { ids })).status).toBe(400);
    expect((await corpo.post('/api/v1/documents/zip/', { tag })).status).toBe(400);
  });

  it('answers 404 for an unknown, another user\'s or an expired zip', async () => {
    expect((await admin.get('/api/v1/documents/zips/not-a-uuid/')).status).toBe(404);
    expect((await admin.get('/api/v1/documents/zips/00000000-0000-0000-0000-000000000000/')).body.detail).toBe("Ce fichier zip n'existe pas.");
    const r = await admin.post('/api/v1/documents/zip/', { ids: [ids[0]] });
    await waitZip(r.body.job.id);
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/documents/zips/${r.body.job.id}/`)).status).toBe(404);
    // Expired: purged by the exports' daily cleanup, then gone.
    await t.pool.query(`UPDATE job_runs SET result = jsonb_set(result, '{expires_at}', '"2000-01-01T00:00:00.000Z"') WHERE id = $1`, [r.body.job.id]);
    expect((await admin.get(`/api/v1/documents/zips/${r.body.job.id}/`)).status).toBe(404);
    expect(await purgeExpiredExports(t.pool, t.platform.store)).toBeGreaterThan(0);
    expect((await admin.get(`/api/v1/exports/${r.body.job.id}/download/`)).status).toBe(404);
  });

  it('names entries uniquely, never as paths', () => {
    const used = new Set<string>();
    expect(['a.pdf', 'A.pdf', 'a.pdf', 'x/../y.pdf'].map((n) => entryName(n, used))).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf', 'x_.._y.pdf']);
  });
});
