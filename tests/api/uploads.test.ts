// Uploads and downloads through the real app: multipart bodies built by hand, a local store in
// a temporary folder, test-only routes calling receiveUpload and sendBlob.
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from '../../server/http/access';
import { sendBlob } from '../../server/storage/download';
import { LocalBlobStore } from '../../server/storage/local';
import { sanitizeFileName } from '../../server/storage/names';
import { receiveUpload } from '../../server/storage/upload';
import { BOUNDARY, EXE, formData as multipart, JPEG, PDF, PNG, bigPng, zip, type FormPart as Part } from './form-data';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
let dir: string;
let store: LocalBlobStore;
let broken: LocalBlobStore;
let lastFailure: unknown = null;
/** The levels receiveUpload logged its failures at, per request (most recent last). */
let logged: string[] = [];

const upload = (query: string, payload: Buffer, headers: Record<string, string> = {}) => t.app.inject({
  method: 'POST', url: `/api/v1/test-upload/?${query}`, payload,
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
});
const file = (data: Buffer | string, filename: string, contentType?: string): Part => ({ name: 'file', data, filename, contentType });

/** Files in the store (blobs, sidecars, temporaries). */
const stored = async () => (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-test-'));
  store = new LocalBlobStore(path.join(dir));
  // A store whose root is a regular file: every write fails on the server side.
  await fs.writeFile(path.join(os.tmpdir(), `not-a-folder-${process.pid}`), 'x');
  broken = new LocalBlobStore(path.join(os.tmpdir(), `not-a-folder-${process.pid}`));
  const env = { UPLOAD_MAX_MB: '1' };
  // buildApp registers the multipart parser with the configured limit (1 MB here).
  t = await startApp(env, (app) => {
    app.post('/api/v1/test-upload/', { config: { access: PUBLIC } }, async (req) => {
      const q = req.query as { accept?: string; max?: string; store?: string };
      const accept = q.accept === 'document' ? 'document' : q.accept === 'csv' ? ['csv'] : 'picture';
      const record = (level: string) => () => { logged.push(level); };
      req.log = Object.assign(Object.create(req.log) as typeof req.log, { error: record('error'), info: record('info') });
      try {
        return await receiveUpload(req, {
          store: q.store === 'broken' ? broken : store,
          accept,
          maxBytes: q.max ? Number(q.max) : undefined,
          key: (safe) => `uploads/${randomUUID()}/${safe}`,
        });
      } catch (err) {
        lastFailure = err; // seen here even when the client is gone and gets no answer
        throw err;
      }
    });
    app.get('/api/v1/test-download/', { config: { access: PUBLIC } }, async (req, reply) => {
      const q = req.query as { key: string; name: string };
      return sendBlob(reply, store, q.key, { filename: q.name });
    });
  });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rm(path.join(os.tmpdir(), `not-a-folder-${process.pid}`), { force: true });
});

describe('receiveUpload: accepted files', () => {
  it('stores a PNG as a picture, with the other form fields', async () => {
    const res = await upload('accept=picture', multipart([
      { name: 'title', data: 'Façade nord' }, file(PNG, 'façade.png', 'image/png'), { name: 'tag', data: 'a' }, { name: 'tag', data: 'b' },
    ]));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'façade.png', size: PNG.length, contentType: 'image/png', ext: 'png', fields: { title: 'Façade nord', tag: ['a', 'b'] },
    });
    expect(body.key).toMatch(/^uploads\/[0-9a-f-]{36}\/facade\.png$/);
    expect(await fs.readFile(path.join(dir, body.key))).toEqual(PNG);
    expect(await store.head(body.key)).toEqual({ size: PNG.length, contentType: 'image/png' });
  });

  it('decides by content: a PNG named .exe sent as an executable is a picture; a JPEG is too', async () => {
    const exe = await upload('accept=picture', multipart([file(PNG, 'setup.exe', 'application/x-msdownload')]));
    expect(exe.statusCode).toBe(200);
    expect(exe.json()).toMatchObject({ name: 'setup.exe', contentType: 'image/png', ext: 'png' });
    const jpeg = await upload('accept=picture', multipart([file(JPEG, 'photo.jpeg', 'image/jpeg')]));
    expect(jpeg.json()).toMatchObject({ contentType: 'image/jpeg', ext: 'jpg' });
  });

  it('documents: pdf, xlsx (exceljs), docx written LibreOffice-style, csv and txt as UTF-8 text', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Contrôles').addRow(['Échéance', 1]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    // [Content_Types].xml after 70 KB of media: beyond the sniffed sample.
    const docx = zip([
      ['_rels/.rels', Buffer.from('<Relationships/>')],
      ['word/media/image1.png', bigPng(70_000)],
      ['word/document.xml', Buffer.from('<w:document/>')],
      ['[Content_Types].xml', Buffer.from('<Types/>')],
    ]);
    const cases: [Buffer | string, string, string, string][] = [
      [PDF, 'rapport.pdf', 'pdf', 'application/pdf'],
      [xlsx, 'suivi.xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [docx, 'note.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['site;échéance\nLyon;2026-07-01\n', 'export.csv', 'csv', 'text/csv; charset=utf-8'],
      ['Compte rendu de visite : RAS.\n', 'notes.txt', 'txt', 'text/plain; charset=utf-8'],
    ];
    for (const [data, name, ext, contentType] of cases) {
      const res = await upload('accept=document', multipart([file(data, name)]));
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ name, ext, contentType });
    }
  });

  it('accepts a file of exactly the limit', async () => {
    const res = await upload('accept=picture&max=5000', multipart([file(bigPng(5000), 'limite.png')]));
    expect(res.statusCode).toBe(200);
    expect(res.json().size).toBe(5000);
  });

  it('sanitises names: path traversal, control and reserved characters, NFD, length', async () => {
    const res = await upload('accept=picture', multipart([file(PNG, '../../etc/passwd')]));
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('passwd');
    expect(res.json().key).toMatch(/^uploads\/[0-9a-f-]{36}\/passwd$/);
    expect(await fs.readdir(dir)).toEqual(['uploads']); // nothing written beside the store's tree
    const win = await upload('accept=picture', multipart([file(PNG, '..\\..\\Windows\\cmd<1>.png')]));
    expect(win.json().name).toBe('cmd_1_.png');

    expect(sanitizeFileName('re\u0301sume\u0301\u0000\u001f.pdf')).toBe('résumé__.pdf'.normalize('NFC'));
    expect(sanitizeFileName('a:b*c?"d|e.txt')).toBe('a_b_c__d_e.txt');
    expect(sanitizeFileName('  ..cache.  ')).toBe('cache');
    expect(sanitizeFileName('CON.txt')).toBe('_CON.txt');
    expect(sanitizeFileName('photo\u202egpj.exe')).toBe('photogpj.exe');
    expect(sanitizeFileName('')).toBe('fichier');
    const long = sanitizeFileName(`${'é'.repeat(300)}.pdf`);
    expect([...long].length).toBe(200);
    expect(long.endsWith('é.pdf')).toBe(true);
  });
});

describe('receiveUpload: refusals', () => {
  it('a PDF renamed .png and sent as image/png → invalid_type, nothing stored (fr and en)', async () => {
    const before = await stored();
    const fr = await upload('accept=picture', multipart([file(PDF, 'photo.png', 'image/png')]));
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ file: ['Type non accepté'], file_error: ['invalid_type'] });
    const en = await upload('accept=picture', multipart([file(PDF, 'photo.png', 'image/png')]), { 'accept-language': 'en' });
    expect(en.json()).toEqual({ file: ['File type not accepted'], file_error: ['invalid_type'] });
    expect(await stored()).toEqual(before);
  });

  it('refuses executables, plain zips, empty files, text for pictures, and binary or non-UTF-8 text', async () => {
    const refused: [string, Buffer | string, string][] = [
      ['document', EXE, 'manuel.pdf'],
      ['document', zip([['a.txt', Buffer.from('a')]]), 'archive.docx'],
      ['document', Buffer.alloc(0), 'vide.txt'],
      ['picture', 'just text', 'image.png'],
      ['document', Buffer.from('caf\xe9;cr\xe8me\n', 'latin1'), 'latin1.csv'],
      ['document', Buffer.concat([Buffer.from('a;b\n'), Buffer.alloc(10, 0)]), 'nul.csv'],
      // Text that turns binary after the sniffed sample: refused mid-stream, nothing kept.
      ['csv', Buffer.concat([Buffer.alloc(100_000, 'a'), Buffer.from([0xff, 0xfe])]), 'late.csv'],
    ];
    const before = await stored();
    for (const [accept, data, name] of refused) {
      const res = await upload(`accept=${accept}`, multipart([file(data, name)]));
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ file: ['Type non accepté'], file_error: ['invalid_type'] });
    }
    expect(await stored()).toEqual(before);
  });

  it('over the size limit → invalid_size and nothing left (route limit and UPLOAD_MAX_MB)', async () => {
    const before = await stored();
    const small = await upload('accept=picture&max=5000', multipart([file(bigPng(5001), 'grand.png')]));
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({ file: ['Fichier trop volumineux'], file_error: ['invalid_size'] });
    // 1.5 MB against UPLOAD_MAX_MB=1: the store has already received a megabyte when the limit hits.
    const big = await upload('accept=picture', multipart([file(bigPng(1.5 * 1024 * 1024), 'énorme.png')]), { 'accept-language': 'en' });
    expect(big.json()).toEqual({ file: ['File too large'], file_error: ['invalid_size'] });
    // A tiny limit, hit inside the sniffed sample.
    const tiny = await upload('accept=picture&max=10', multipart([file(PNG, 'p.png')]));
    expect(tiny.json().file_error).toEqual(['invalid_size']);
    expect(await stored()).toEqual(before);
  });

  it('no file part, or not multipart at all → file: required', async () => {
    const res = await upload('accept=picture', multipart([{ name: 'title', data: 'sans fichier' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Ce champ est obligatoire.'] });
    const other = await upload('accept=picture', multipart([{ name: 'photo', data: PNG, filename: 'a.png' }]));
    expect(other.json()).toEqual({ file: ['Ce champ est obligatoire.'] });
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/test-upload/', payload: { a: 1 }, headers: { 'accept-language': 'en' } });
    expect(json.json()).toEqual({ file: ['This field is required.'] });
  });

  it('a body cut off in the middle of the file → failed_upload, nothing left', async () => {
    const before = await stored();
    const full = multipart([file(bigPng(200_000), 'coupé.png')], { close: false });
    const res = await upload('accept=picture', full.subarray(0, 150_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Transfert echoué'], file_error: ['failed_upload'] });
    // Cut within the sniffed sample: the parser has failed before the route sees the part.
    const early = await upload('accept=picture', full.subarray(0, 2_000), { 'accept-language': 'en' });
    expect(early.json()).toEqual({ file: ['Upload failed'], file_error: ['failed_upload'] });
    // Cut after the file but before the closing boundary: the stored file is removed again.
    const late = await upload('accept=picture', multipart([file(PNG, 'a.png'), { name: 'x', data: 'y' }], { close: false }));
    expect(late.json().file_error).toEqual(['failed_upload']);
    expect(await stored()).toEqual(before);
  });

  it('a client that disconnects mid-upload over real TCP → failed_upload, nothing left', async () => {
    const before = await stored();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = multipart([file(bigPng(600_000), 'abandon.png')]);
    lastFailure = null;
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/v1/test-upload/?accept=picture HTTP/1.1\r\nHost: x\r\n`
      + `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.write(body.subarray(0, 300_000)); // past the sample: the store is writing
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await expect.poll(() => (lastFailure as { kind?: string } | null)?.kind, { timeout: 5000 }).toBe('failed_upload');
    await expect.poll(stored, { timeout: 5000 }).toEqual(before);
  });

  it('a store failing on the server side → other', async () => {
    const res = await upload('accept=picture&store=broken', multipart([file(PNG, 'a.png')]), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Unknown error'], file_error: ['other'] });
    const fr = await upload('accept=picture&store=broken', multipart([file(PNG, 'a.png')]));
    expect(fr.json()).toEqual({ file: ['Erreur inconnue'], file_error: ['other'] });
  });

  it('a form field over the field-size limit is refused on that field, the file not kept', async () => {
    const before = await stored();
    const res = await upload('accept=picture', multipart([file(PNG, 'a.png'), { name: 'comment', data: 'x'.repeat(70_000) }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ comment: ['Valeur invalide.'] });
    expect(await stored()).toEqual(before);
  });

  it('two files → other, and the first one is not kept', async () => {
    const before = await stored();
    logged = [];
    const res = await upload('accept=picture', multipart([file(PNG, 'a.png'), file(PNG, 'b.png')]));
    expect(res.statusCode).toBe(400);
    expect(res.json().file_error).toEqual(['other']);
    expect(await stored()).toEqual(before);
    // Said plainly (not 'Erreur inconnue') and logged as the client's error, not the server's.
    expect(res.json().file).toEqual(['Trop de fichiers dans un même envoi.']);
    expect(logged).toEqual(['info']);
    const en = await upload('accept=picture', multipart([file(PNG, 'a.png'), file(PNG, 'b.png')]), { 'accept-language': 'en' });
    expect(en.json()).toEqual({ file: ['Too many files in one upload.'], file_error: ['other'] });
  });

  it('100 form fields → a clear 400, logged at info', async () => {
    logged = [];
    const fields = Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, data: 'x' }));
    const res = await upload('accept=picture', multipart([...fields, file(PNG, 'a.png')]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Trop de champs dans le formulaire d’envoi.'], file_error: ['other'] });
    expect(logged).toEqual(['info']);
  });

  it('a store failing on the server side is still logged as an error', async () => {
    logged = [];
    await upload('accept=picture&store=broken', multipart([file(PNG, 'a.png')]));
    expect(logged).toEqual(['error']);
  });
});

describe('sendBlob', () => {
  it('downloads an accented name with the right headers and bytes', async () => {
    const up = await upload('accept=document', multipart([file(PDF, 'Rapport été (final).pdf')]));
    expect(up.statusCode).toBe(200);
    const { key, name } = up.json();
    expect(key).toMatch(/^uploads\/[0-9a-f-]{36}\/Rapport-ete-final\.pdf$/);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/test-download/?key=${encodeURIComponent(key)}&name=${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Rapport ete (final).pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9%20%28final%29.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload).toEqual(PDF);
  });

  it('an unknown or invalid key → 404 { detail }', async () => {
    for (const key of ['uploads/none/absent.pdf', '../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/test-download/?key=${encodeURIComponent(key)}&name=x.pdf` });
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual({ detail: 'Objet introuvable.' });
    }
    const en = await t.app.inject({ method: 'GET', url: '/api/v1/test-download/?key=a/b.pdf&name=x', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ detail: 'Not found.' });
  });
});
