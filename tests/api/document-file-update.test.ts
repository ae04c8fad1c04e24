// A file reaching an existing document (spec §7: PATCH or PUT "sent as multipart when a file is
// present"): an awaited document receives its file and goes online; a new version replaces the
// old file; bad files, bad fields, scope and rights are refused as for the create.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOcr } from '../../server/areas/express-reports/analysis';
import { ADMIN, as, call, LECTEUR, login, startApp, type TestApp } from './helpers';
import { BOUNDARY, EXE, formData, PDF, PNG, type FormPart } from './form-data';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof as>;
let company: number;

beforeAll(async () => {
  t = await startApp();
  token = await login(t.app, ADMIN);
  admin = as(t.app, token);
  company = (await t.pool.query(`SELECT company_id FROM users u JOIN user_companies uc ON uc.user_id = u.id WHERE u.email = $1`, [ADMIN])).rows[0].company_id;
});
afterAll(async () => { await t.close(); await closeOcr(); });

const file = (data: Buffer, filename: string): FormPart => ({ name: 'file', data, filename, contentType: 'application/octet-stream' });
const field = (name: string, value: string | number): FormPart => ({ name, data: String(value) });
const send = (method: 'PATCH' | 'PUT', id: number, parts: FormPart[], who = token, lang?: string) => call(t.app, method, `/api/v1/documents/${id}/`, {
  token: who, body: formData(parts), lang, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});
const awaited = async (name: string) => (await admin.post('/api/v1/documents/', { name, company })).body as { id: number; status: string };

describe('multipart PATCH /documents/{id}/', () => {
  it('gives an awaited document its file: online, downloadable, named with its extension', async () => {
    const doc = await awaited('Carnet de maintenance');
    expect(doc.status).toBe('awaiting_reception');
    const r = await send('PATCH', doc.id, [file(PDF, 'scan.pdf')]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: doc.id, status: 'online', has_file: true, content_type: 'application/pdf', name: 'Carnet de maintenance.pdf' });
    const dl = await admin.get(`/api/v1/documents/${doc.id}/download/`);
    expect(dl.status).toBe(200);
    expect(dl.res.rawPayload.equals(PDF)).toBe(true);
  });

  it('replaces the file of a document (PUT too), with form fields as a partial update', async () => {
    const doc = await awaited('Plan du site');
    expect((await send('PATCH', doc.id, [file(PDF, 'a.pdf')])).status).toBe(200);
    const old = (await t.pool.query('SELECT blob_key FROM documents WHERE id = $1', [doc.id])).rows[0].blob_key;
    const r = await send('PUT', doc.id, [field('status', 'archived'), file(PNG, 'plan.png')]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'archived', content_type: 'image/png', name: 'Plan du site.png' });
    const now = (await t.pool.query('SELECT blob_key FROM documents WHERE id = $1', [doc.id])).rows[0].blob_key;
    expect(now).not.toBe(old);
    const dl = await admin.get(`/api/v1/documents/${doc.id}/download/`);
    expect(dl.res.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a bad file, a bad field, two files, and keeps the document awaited (translated)', async () => {
    const doc = await awaited('Registre de sécurité');
    const exe = await send('PATCH', doc.id, [file(EXE, 'x.pdf')], token, 'en');
    expect(exe.status).toBe(400);
    expect(JSON.stringify(exe.body)).toMatch(/type/i);
    const bogus = await send('PATCH', doc.id, [field('bogus', 1), file(PNG, 'x.png')]);
    expect(bogus.status).toBe(400);
    expect(bogus.body.non_field_errors ?? bogus.body.bogus).toBeDefined();
    const badStatus = await send('PATCH', doc.id, [field('status', 'nope'), file(PNG, 'x.png')], token, 'fr');
    expect(badStatus.status).toBe(400);
    const two = await send('PATCH', doc.id, [file(PNG, 'a.png'), file(PNG, 'b.png')]);
    expect(two.status).toBeGreaterThanOrEqual(400);
    expect(two.status).toBeLessThan(500);
    const none = await send('PATCH', doc.id, [field('status', 'online')]);
    expect(none.status).toBe(400);
    expect((await admin.get(`/api/v1/documents/${doc.id}/`)).body).toMatchObject({ status: 'awaiting_reception', has_file: false });
  });

  it('needs the edit right and the document in scope', async () => {
    const doc = await awaited('Rapport annuel');
    const reader = await login(t.app, LECTEUR);
    expect((await send('PATCH', doc.id, [file(PNG, 'x.png')], reader)).status).toBe(403);
    expect((await send('PATCH', 999_999_999, [file(PNG, 'x.png')])).status).toBe(404);
    expect((await admin.get(`/api/v1/documents/${doc.id}/`)).body.has_file).toBe(false);
  });
});

describe('multipart POST /documents/ with one file and a name', () => {
  it('keeps the typed name (with the file extension); several files keep their own names', async () => {
    const one = await call(t.app, 'POST', '/api/v1/documents/', {
      token, body: formData([field('company', company), field('name', 'Contrat de maintenance'), file(PDF, 'scan001.pdf')]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(one.status).toBe(201);
    expect(one.body.results[0]).toMatchObject({ name: 'Contrat de maintenance.pdf', status: 'online' });
    const two = await call(t.app, 'POST', '/api/v1/documents/', {
      token, body: formData([field('company', company), field('name', 'Ignoré'), file(PNG, 'a.png'), file(PNG, 'b.png')]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(two.body.results.map((d: { name: string }) => d.name)).toEqual(['a.png', 'b.png']);
  });
});
