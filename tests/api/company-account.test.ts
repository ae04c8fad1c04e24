// The company account (issue 29 §2): GET/PATCH /company/ (everyone of the company reads, the
// `company` edit right writes), the logo (png/jpg only, served back), and the landmark labels in
// the elements' export headers and import template, in both languages.
import ExcelJS from 'exceljs';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';
import { FORM_HEADERS, formData, PDF, PNG } from './form-data';
import { demoIds, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let admin: Api;
let reader: Api;
let corpo: Api;
let ids: DemoIds;
let corpoToken: string;

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  reader = as(t.app, await login(t.app, LECTEUR));
  corpoToken = await login(t.app, CORPO);
  corpo = as(t.app, corpoToken);
  ids = await demoIds(t.pool);
});
afterAll(async () => { await t?.close(); });

const uploadLogo = async (token: string, data: Buffer, filename: string, lang = 'fr') => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/company/logo/', payload: formData([{ name: 'file', data, filename }]),
    headers: { ...FORM_HEADERS, authorization: `Token ${token}`, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('company account', () => {
  it('is read by everyone of the company, its landmark settings included', async () => {
    const r = await reader.get('/api/v1/company/');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: ids.demo, name: 'Démo Industrie', repere_1: expect.any(String), use_repere_2: expect.any(Boolean), logo: null });
    expect((await corpo.get('/api/v1/company/')).body).toMatchObject({ id: ids.corpo, repere_1: 'Zone', repere_2: 'Local' });
  });

  it('is written with the company right only: a reader gets 403; another company is refused in both languages', async () => {
    const denied = await reader.patch('/api/v1/company/', { repere_1: 'Pièce' });
    expect(denied.status).toBe(403);
    expect((await corpo.patch(`/api/v1/company/?company=${ids.demo}`, { repere_1: 'x' })).body)
      .toEqual({ company: [`L'entreprise ${ids.demo} n'existe pas ou ne fait pas partie des vôtres.`] });
    expect((await corpo.patch(`/api/v1/company/?company=${ids.demo}`, { repere_1: 'x' }, 'en')).body)
      .toEqual({ company: [`Company ${ids.demo} does not exist or is not one of yours.`] });
    expect((await admin.patch('/api/v1/company/', { name: '' })).status).toBe(400);
    expect((await admin.patch('/api/v1/company/', { tier: 'corpo' })).status).toBe(400);
    expect((await reader.get('/api/v1/company/')).body.repere_1).not.toBe('Pièce');
  });

  it('saves the landmarks and logs the change', async () => {
    const before = (await admin.get('/api/v1/company/')).body;
    try {
      const r = await admin.patch('/api/v1/company/', { repere_1: 'Pièce', use_repere_2: false });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ repere_1: 'Pièce', use_repere_2: false });
      const log = await t.pool.query(`SELECT changes FROM activity_log WHERE object_type = 'companies' AND object_id = $1 ORDER BY id DESC LIMIT 1`, [ids.demo]);
      expect(log.rows[0].changes).toMatchObject({ repere_1: [before.repere_1, 'Pièce'], use_repere_2: [before.use_repere_2, false] });
    } finally {
      await admin.patch('/api/v1/company/', { repere_1: before.repere_1, use_repere_2: before.use_repere_2 });
    }
  });
});

describe('company logo', () => {
  it('refuses a file that is not an image (translated), keeps a PNG and serves it back', async () => {
    const pdf = await uploadLogo(corpoToken, PDF, 'logo.png');
    expect(pdf.status).toBe(400);
    expect(pdf.body.file?.[0]).toMatch(/.+/);
    expect((await uploadLogo(corpoToken, PDF, 'logo.png', 'en')).body.file[0]).not.toBe(pdf.body.file[0]);
    expect((await corpo.get('/api/v1/company/logo/')).status).toBe(404);
    const ok = await uploadLogo(corpoToken, PNG, 'logo.png');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.logo).toBe(`/api/v1/company/logo/?company=${ids.corpo}`);
    const served = await corpo.get('/api/v1/company/logo/');
    expect(served.status).toBe(200);
    expect(served.res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.res.rawPayload, PNG)).toBe(0);
    // The activity report's PDF carries it (an image object).
    const pdfReport = await corpo.get('/api/v1/activity/generate_report/?format=pdf');
    expect(pdfReport.status).toBe(200);
    expect(pdfReport.res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    // So does a site's regulatory register, on its cover.
    const { rows: [site] } = await t.pool.query('SELECT id FROM factories WHERE company_id = $1 ORDER BY id LIMIT 1', [ids.corpo]);
    const register = await corpo.get(`/api/v1/factories/${site.id}/register/`);
    expect(register.status).toBe(200);
    expect(register.res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect((await corpo.del('/api/v1/company/logo/')).status).toBe(204);
    expect((await corpo.get('/api/v1/company/logo/')).status).toBe(404);
  });

  it('cannot be uploaded without the company right', async () => {
    expect((await uploadLogo(await login(t.app, LECTEUR), PNG, 'logo.png')).status).toBe(403);
  });
});

describe('landmark labels in files', () => {
  it('name the export columns as the company does, in both languages', async () => {
    for (const lang of ['fr', 'en']) {
      const csv = await as(t.app, corpoToken).get('/api/v1/elements/export/?format=csv', lang);
      expect(csv.status).toBe(200);
      const header = String(csv.res.body).replace(/^\uFEFF/, '').split('\r\n')[0].split(',');
      expect(header).toEqual(expect.arrayContaining(['Zone', 'Local']));
    }
    // The demo company keeps the translated default.
    const demo = await admin.get('/api/v1/elements/export/?format=csv', 'en');
    expect(String(demo.res.body).split('\r\n')[0]).toContain('Landmark 1');
  });

  it('print the landmarks under the company names on label sheets, with the logo', async () => {
    const { rows: [el] } = await t.pool.query<{ id: number }>(`UPDATE elements SET repere_1 = 'Z-12', repere_2 = 'Local 3'
      WHERE id = (SELECT id FROM elements WHERE company_id = $1 AND NOT locked ORDER BY id LIMIT 1) RETURNING id`, [ids.corpo]);
    expect((await uploadLogo(corpoToken, PNG, 'logo.png')).status).toBe(200);
    try {
      const r = await corpo.get(`/api/v1/elements/${el.id}/label/?format=qr`);
      expect(r.status).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(r.res.rawPayload), { verbosity: 0 });
      const text = (await (await pdf.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
      expect(text).toContain('Zone : Z-12 · Local : Local 3');
      expect(r.res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    } finally {
      await corpo.del('/api/v1/company/logo/');
    }
  });

  it('name the import template columns as the company does', async () => {
    const r = await as(t.app, corpoToken).get('/api/v1/imports/template/?object_type=elements', 'en');
    expect(r.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.res.rawPayload as never);
    const sheet = wb.worksheets.find((s) => s.name !== 'lists')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Designation', 'Zone', 'Local']));
  });
});
