// Documents: multipart upload (one or several files, bad files), download and preview, PDF text
// extraction then search by a word inside, links (m2m), scope, blob deleted after the delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWithText } from '../../server/areas/documents/pdf';
import { closeOcr } from '../../server/areas/express-reports/analysis';
import { generateReport, LAYOUT_ORGANISATIONS } from '../fixtures/express/generate';
import { ADMIN, as, call, CORPO, LECTEUR, login, startApp, unique, type TestApp } from './helpers';
import { BOUNDARY, EXE, formData, PNG, type FormPart } from './form-data';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof as>;
let company: number;
let lyon: number;
let tag: number;

beforeAll(async () => {
  t = await startApp({ UPLOAD_MAX_MB: '1' });
  token = await login(t.app, ADMIN);
  admin = as(t.app, token);
  company = (await t.pool.query(`SELECT company_id FROM users u JOIN user_companies uc ON uc.user_id = u.id WHERE u.email = $1`, [ADMIN])).rows[0].company_id;
  lyon = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Usine de Lyon'`)).rows[0].id;
  tag = (await admin.post('/api/v1/tags/', { name: unique('Dossier'), company })).body.id;
});
afterAll(async () => { await t.close(); await closeOcr(); });

const file = (data: Buffer, filename: string, contentType = 'application/octet-stream'): FormPart => ({ name: 'file', data, filename, contentType });
const upload = (parts: FormPart[], who = token, lang?: string) => call(t.app, 'POST', '/api/v1/documents/', {
  token: who, body: formData(parts), lang, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});
const field = (name: string, value: string | number): FormPart => ({ name, data: String(value) });

async function waitText(id: number, tries = 100) {
  for (let i = 0; i < tries; i++) {
    const { rows } = await t.pool.query('SELECT text_extracted_at FROM documents WHERE id = $1', [id]);
    if (rows[0]?.text_extracted_at) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('text not extracted');
}

describe('a scanned PDF', () => {
  it('has no text layer: its pages are read by OCR, then a word inside finds it', async () => {
    const { pdf } = await generateReport({ layout: 'table_repere', regulation: 'Appareils de levage', seed: 7, scanned: true,
      elements: [{ identification_number: 'PALAN-0042', designation: 'Palan électrique à chaîne', verdict: 'compliant' }],
      observations: [], inspectionDate: '2026-03-04', organisation: LAYOUT_ORGANISATIONS.table_repere });
    const r = await upload([field('company', company), file(pdf, 'scan.pdf', 'application/pdf')]);
    expect(r.status).toBe(201);
    const id = r.body.results[0].id;
    await waitText(id, 1200);
    const { rows: [d] } = await t.pool.query('SELECT text_content FROM documents WHERE id = $1', [id]);
    expect(d.text_content).toMatch(/palan/i);
    expect((await admin.get('/api/v1/documents/?search=palan')).body.results.map((x: { id: number }) => x.id)).toContain(id);
  }, 180_000);
});

describe('documents upload', () => {
  it('creates one document per file, in one request, with the form fields and links', async () => {
    const pdf = await pdfWithText('Rapport', ['Vérification du paratonnerre']);
    const r = await upload([field('company', company), field('factories', lyon), field('tags', tag),
      file(pdf, 'Rapport été.pdf', 'application/pdf'), file(PNG, 'photo.png', 'image/png')]);
    expect(r.status).toBe(201);
    expect(r.body.results).toHaveLength(2);
    expect(r.body.results[0]).toMatchObject({ name: 'Rapport été.pdf', status: 'online', company, factories: [lyon], tags: [tag],
      content_type: 'application/pdf', extension: 'pdf', size: pdf.length });
    expect(r.body.results[1]).toMatchObject({ name: 'photo.png', content_type: 'image/png', extension: 'png' });
    const id = r.body.results[0].id;
    const dl = await admin.get(`/api/v1/documents/${id}/download/`);
    expect(dl.status).toBe(200);
    expect(dl.res.rawPayload.equals(pdf)).toBe(true);
    expect(dl.res.headers['content-disposition']).toMatch(/^attachment;.*filename\*=UTF-8''Rapport%20%C3%A9t%C3%A9\.pdf/);
    const inline = await admin.get(`/api/v1/documents/${id}/download/?inline=1`);
    expect(inline.res.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.res.headers['content-type']).toBe('application/pdf');
    expect(inline.res.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.res.headers['content-security-policy']).toContain("default-src 'none'");
    // Text extraction, then search by a word inside (accents ignored) or by name.
    await waitText(id);
    const byWord = await admin.get('/api/v1/documents/?search=paratonnere');
    expect(byWord.body.results.map((d: { id: number }) => d.id)).not.toContain(id); // a word, not a fragment of a misspelling
    const found = await admin.get('/api/v1/documents/?search=VERIFICATION');
    expect(found.body.results.map((d: { id: number }) => d.id)).toContain(id);
    expect((await admin.get('/api/v1/documents/?search=rapport%20ete')).body.results.map((d: { id: number }) => d.id)).toContain(id);
    // Folder filter and document_count.
    expect((await admin.get(`/api/v1/documents/?tags=${tag}`)).body.results).toHaveLength(2);
    expect((await admin.get(`/api/v1/tags/${tag}/`)).body.document_count).toBe(2);
  });

  it('refuses a wrong type, a file too large, an empty file; all or nothing', async () => {
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM documents')).rows[0].n;
    const exe = await upload([field('company', company), file(PNG, 'ok.png'), file(EXE, 'setup.pdf')]);
    expect(exe.status).toBe(400);
    expect(exe.body.file_error).toEqual(['invalid_type']);
    expect(exe.body.file).toEqual(['Type non accepté']);
    const big = await upload([field('company', company), file(Buffer.concat([PNG, Buffer.alloc(1_100_000)]), 'grand.png')], token, 'en');
    expect(big.status).toBe(400);
    expect(big.body.file_error).toEqual(['invalid_size']);
    const empty = await upload([field('company', company), file(Buffer.alloc(0), 'vide.pdf')]);
    expect(empty.status).toBe(400);
    expect(empty.body.file_error).toEqual(['invalid_type']);
    const none = await upload([field('company', company)]);
    expect(none.status).toBe(400);
    expect(none.body.file).toBeDefined();
    expect((await t.pool.query('SELECT count(*)::int AS n FROM documents')).rows[0].n).toBe(before);
  });

  it('never takes a path from a name: ../ and NUL are sanitised', async () => {
    const r = await upload([field('company', company), file(PNG, '../../etc/passwd.png'), file(PNG, 'a\u0000b.png')]);
    expect(r.status).toBe(201);
    expect(r.body.results.map((d: { name: string }) => d.name)).toEqual(['passwd.png', 'a_b.png']);
    const { rows } = await t.pool.query('SELECT blob_key FROM documents WHERE id = ANY($1::int[])', [r.body.results.map((d: { id: number }) => d.id)]);
    for (const row of rows) expect(row.blob_key).toMatch(/^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}-[A-Za-z0-9._-]+$/);
  });

  it('refuses bad form fields (unknown field, another company\'s folder, a read-only reader)', async () => {
    expect((await upload([field('company', company), field('bogus', 1), file(PNG, 'x.png')])).status).toBe(400);
    expect((await upload([field('company', 'abc'), file(PNG, 'x.png')])).status).toBe(400);
    const corpoTag = (await t.pool.query(`SELECT id FROM tags WHERE company_id <> $1 LIMIT 1`, [company])).rows[0].id;
    const foreign = await upload([field('company', company), field('tags', corpoTag), file(PNG, 'x.png')]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.tags).toBeDefined();
    const lecteur = await login(t.app, LECTEUR);
    expect((await upload([field('company', company), file(PNG, 'x.png')], lecteur)).status).toBe(403);
  });

  it('creates an awaited document without a file (JSON): no download', async () => {
    const r = await admin.post('/api/v1/documents/', { name: 'Carnet de maintenance', company, status: 'online' });
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('awaiting_reception');
    expect((await admin.get(`/api/v1/documents/${r.body.id}/download/`)).status).toBe(404);
  });
});

describe('filing into a folder', () => {
  it('adds a folder to a selection (ids or all matching), refuses a folder out of scope; status in bulk', async () => {
    const r = await upload([field('company', company), file(PNG, 'a.png'), file(PNG, 'b.png')]);
    const ids = r.body.results.map((d: { id: number }) => d.id);
    const folder = (await admin.post('/api/v1/tags/', { name: unique('Classement'), company })).body.id;
    const moved = await admin.post('/api/v1/documents/move/', { ids, tag: folder });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ count: 2, message: '2 document(s) classé(s) dans le dossier.' });
    expect((await admin.get(`/api/v1/documents/?tags=${folder}`)).body.results).toHaveLength(2);
    // The activity log keeps one row per document filed: its folders before and after.
    const logged = await t.pool.query(`SELECT object_id, action, changes FROM activity_log WHERE object_type = 'documents'
      AND object_id = ANY($1) AND action = 'bulk_update' ORDER BY object_id`, [ids]);
    expect(logged.rows).toEqual(ids.map((id: number) => ({ object_id: id, action: 'bulk_update', changes: { tags: [[], [folder]] } })));
    expect((await admin.post('/api/v1/documents/move/', { all: true, filter: { tags: [folder] }, tag: folder })).body.count).toBe(0);
    const corpoTag = (await t.pool.query(`SELECT id FROM tags WHERE company_id <> $1 LIMIT 1`, [company])).rows[0].id;
    expect((await admin.post('/api/v1/documents/move/', { ids, tag: corpoTag })).status).toBe(400);
    const bulk = await admin.post('/api/v1/documents/bulk/', { action: 'update', ids, data: { status: 'archived' } });
    expect(bulk.status).toBe(200);
    expect((await admin.get(`/api/v1/documents/${ids[0]}/`)).body.status).toBe('archived');
  });
});

describe('documents scope and delete', () => {
  it('hides another company\'s documents and those of a site the user lacks', async () => {
    const r = await upload([field('company', company), field('factories', lyon), file(PNG, 'lyon.png')]);
    const id = r.body.results[0].id;
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/documents/${id}/`)).status).toBe(404);
    expect((await corpo.get(`/api/v1/documents/${id}/download/`)).status).toBe(404);
    expect((await admin.get('/api/v1/documents/999999999/download/')).status).toBe(404);
  });

  it('deletes the blob once the delete has committed', async () => {
    const r = await upload([field('company', company), file(PNG, 'gone.png')]);
    const id = r.body.results[0].id;
    const key = (await t.pool.query('SELECT blob_key FROM documents WHERE id = $1', [id])).rows[0].blob_key;
    expect(await t.platform.store.head(key)).not.toBeNull();
    expect((await admin.del(`/api/v1/documents/${id}/`)).status).toBe(204);
    for (let i = 0; i < 100 && (await t.platform.store.head(key)); i++) await new Promise((res) => setTimeout(res, 100));
    expect(await t.platform.store.head(key)).toBeNull();
  });
});
