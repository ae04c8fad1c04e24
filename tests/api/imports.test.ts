// Imports: template, upload (XLSX, CSV Latin-1 / UTF-8 BOM), the dry run's errors per tab and
// line with the API's rules, apply (refused with errors unless skip_errors; one activity entry;
// controls and conformity of the new elements), the errors file, the error list, hostile files.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, call, CORPO, LECTEUR, login, startApp, SUPPORT, unique, type TestApp } from './helpers';
import { elementWorld, type ElementWorld } from './elements-fixture';
import { csv, xlsx, zipBomb } from './imports-files';
import { importsClient } from './imports-client';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof as>;
let w: ElementWorld;
let upload: ReturnType<typeof importsClient>['upload'];
let settled: ReturnType<typeof importsClient>['settled'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await startApp();
  token = await login(t.app, ADMIN);
  admin = as(t.app, token);
  w = await elementWorld(t, admin);
  ({ upload, settled } = importsClient(t, token));
});
afterAll(async () => { await t.close(); });

const HEADER = ['Désignation', "Numéro d'identification", 'Site', 'Bâtiment', "Type d'élément", "Date d'expiration"];

describe('template', () => {
  it('has one tab per regulation, headers in the language, lists and date formats', async () => {
    const r = await call(t.app, 'GET', '/api/v1/imports/template/?object_type=elements', { token, lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe(XLSX_TYPE);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.res.rawPayload as never);
    const names = wb.worksheets.map((s) => s.name);
    expect(names).toContain('Sécurité incendie');
    expect(names).toContain('lists');
    expect(wb.getWorksheet('lists')!.state).toBe('hidden');
    const sheet = wb.getWorksheet('Sécurité incendie')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toContain('Designation');
    expect(header).not.toContain('Regulation');
    const dateCol = header.indexOf('Expiry date') + 1;
    expect(sheet.getRow(2).getCell(dateCol).value).toBeInstanceOf(Date);
    expect(sheet.getColumn(dateCol).numFmt).toBe('dd/mm/yyyy');
    const siteCol = header.indexOf('Site') + 1;
    expect(sheet.getRow(3).getCell(siteCol).dataValidation).toMatchObject({ type: 'list' });
    expect(String(sheet.getRow(3).getCell(siteCol).dataValidation.formulae[0])).toMatch(/^lists!/);
  });

  it('a filled template imports (the example row as the model, other tabs emptied)', async () => {
    const r = await call(t.app, 'GET', '/api/v1/imports/template/?object_type=elements', { token });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.res.rawPayload as never);
    const sheet = wb.getWorksheet('Sécurité incendie')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const model = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
    ['A', 'B'].forEach((n, i) => {
      const values = [...model];
      values[header.indexOf('Désignation')] = unique(`Modèle ${n}`);
      values[header.indexOf("Numéro d'identification")] = unique(`MOD-${n}`);
      sheet.getRow(i + 2).values = values;
    });
    for (const other of wb.worksheets) if (other.name !== 'Sécurité incendie' && other.name !== 'lists') other.spliceRows(2, 1);
    const up = await upload(Buffer.from(await wb.xlsx.writeBuffer() as ArrayBuffer), 'modele.xlsx', { object_type: 'elements', action_type: 'create' });
    const done = await settled(up.body.id);
    expect(done, JSON.stringify((await admin.get(`/api/v1/imports/${up.body.id}/error-list/`)).body.results)).toMatchObject({ status: 'analysed', creation_count: 2, error_count: 0 });
  });

  it('the template sent back untouched: its example rows are refused, not imported', async () => {
    const r = await call(t.app, 'GET', '/api/v1/imports/template/?object_type=elements', { token });
    const up = await upload(r.res.rawPayload as Buffer, 'modele.xlsx', { object_type: 'elements', action_type: 'create' });
    const done = await settled(up.body.id);
    expect(done).toMatchObject({ status: 'analysed', creation_count: 0 });
    const list = (await admin.get(`/api/v1/imports/${up.body.id}/error-list/`)).body.results as { line: number; field: string; message: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.line === 2 && e.field === 'designation' && /exemple/i.test(e.message))).toBe(true);
  });

  it('refuses an unknown object type (400) and a reader without the import area (403 or 200 by rights)', async () => {
    expect((await admin.get('/api/v1/imports/template/?object_type=nope')).status).toBe(400);
    expect((await admin.get('/api/v1/imports/template/?object_type=tasks')).status).toBe(200);
    expect((await admin.get('/api/v1/imports/template/?object_type=controls')).status).toBe(200);
  });
});

describe('analysis and apply', () => {
  it('reports errors per tab and line with the API rules, then applies once fixed', async () => {
    const number = unique('IMP');
    const good = (n: number) => [unique('Extincteur import'), `${number}-${n}`, w.siteA, w.ghostA, w.extinguisher, '15/01/2027'];
    const file = await xlsx({
      'Sécurité incendie': [
        HEADER, good(1), good(2),
        ['', `${number}-3`, w.siteA, w.ghostA, w.extinguisher, null], // designation required (line 4)
        [unique('E'), `${number}-4`, w.siteA, w.ghostB, w.extinguisher, null], // building of another site (line 5)
        [unique('E'), `${number}-5`, w.siteA, w.ghostA, w.extinguisher, '31/12/1899'], // before 1900 (line 6)
        [unique('E'), `${number}-1`, w.siteA, w.ghostA, w.extinguisher, null], // duplicate in the file (line 7)
      ],
      'Appareils de levage': [HEADER, [unique('Pont'), `${number}-9`, w.siteA, w.ghostA, w.extinguisher, null]], // type of another regulation
    });
    const up = await upload(file, 'éléments.xlsx', { object_type: 'elements', action_type: 'create' });
    expect(up.status).toBe(201);
    expect(up.body.status).toBe('being_analysed');
    const done = await settled(up.body.id);
    expect(done.status).toBe('analysed');
    expect(done.row_count).toBe(7);
    expect(done.creation_count).toBe(2);
    expect(done.summary['Sécurité incendie']).toMatchObject({ rows: 6, creations: 2 });
    expect(done.summary['Appareils de levage']).toMatchObject({ rows: 1, errors: 1 });
    const list = await admin.get(`/api/v1/imports/${up.body.id}/error-list/?tab=${encodeURIComponent('Sécurité incendie')}`);
    expect(list.status).toBe(200);
    const at = (line: number) => list.body.results.filter((e: { line: number }) => e.line === line).map((e: { field: string }) => e.field);
    expect(at(4)).toEqual(['designation']);
    expect(at(5)).toEqual(['building']);
    expect(at(6)).toEqual(['expiry_date']);
    expect(at(7)).toEqual(['identification_number']);
    // Nothing written by the dry run.
    const written = await t.pool.query(`SELECT count(*)::int AS n FROM elements WHERE identification_number LIKE $1`, [`${number}-%`]);
    expect(written.rows[0].n).toBe(0);
    // Refused with errors, unless skipped.
    expect((await admin.post(`/api/v1/imports/${up.body.id}/apply/`, {})).status).toBe(400);
    const errorsFile = await call(t.app, 'GET', `/api/v1/imports/${up.body.id}/errors/`, { token });
    expect(errorsFile.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(errorsFile.res.rawPayload as never);
    const marked = wb.getWorksheet('Sécurité incendie')!.getRow(5).getCell(4);
    expect(String(marked.note ?? '')).toMatch(/site/i);
    const applied = await admin.post(`/api/v1/imports/${up.body.id}/apply/`, { skip_errors: true });
    expect(applied.status).toBe(202);
    const final = await settled(up.body.id);
    expect(final).toMatchObject({ status: 'done', creation_count: 2 });
    const made = await t.pool.query(`SELECT id, non_compliant, (SELECT count(*)::int FROM controls k WHERE k.element_id = e.id) AS controls
      FROM elements e WHERE identification_number LIKE $1`, [`${number}-%`]);
    expect(made.rows).toHaveLength(2);
    expect(made.rows.every((r) => r.controls > 0)).toBe(true);
    const log = await t.pool.query(`SELECT changes FROM activity_log WHERE object_type = 'imports' AND object_id = $1`, [up.body.id]);
    expect(log.rows).toHaveLength(1);
    expect(log.rows[0].changes.creations).toEqual([null, 2]);
    const perRow = await t.pool.query(`SELECT count(*)::int AS n FROM activity_log WHERE object_type = 'elements' AND object_id = ANY($1)`, [made.rows.map((r) => r.id)]);
    expect(perRow.rows[0].n).toBe(0);
  });

  it('reads a Latin-1 CSV with DD/MM/YYYY dates and labels, and a UTF-8 one with a BOM', async () => {
    const site = (await t.pool.query('SELECT name FROM factories WHERE id = $1', [w.siteA])).rows[0].name;
    for (const encoding of ['latin1', 'utf8bom'] as const) {
      const id = unique('CSV');
      const file = csv([
        [...HEADER, 'Réglementation'],
        ['Extincteur hall é', id, site, `Bâtiment [${w.ghostA}]`, 'Extincteur', '01/02/2027', 'Sécurité incendie'],
      ], encoding);
      const up = await upload(file, 'import.csv', { object_type: 'elements', action_type: 'create' });
      expect(up.status).toBe(201);
      const done = await settled(up.body.id);
      expect(done, JSON.stringify((await admin.get(`/api/v1/imports/${up.body.id}/error-list/`)).body)).toMatchObject({ status: 'analysed', error_count: 0, creation_count: 1 });
      await admin.post(`/api/v1/imports/${up.body.id}/apply/`, {});
      expect((await settled(up.body.id)).status).toBe('done');
      const row = (await t.pool.query('SELECT designation, expiry_date::text AS d FROM elements WHERE identification_number = $1', [id])).rows[0];
      expect(row).toEqual({ designation: 'Extincteur hall é', d: '2027-02-01' });
    }
  });

  it('updates by id: modifications counted, an unknown id is an error', async () => {
    const el = (await admin.post('/api/v1/elements/', { designation: unique('À modifier'), factory: w.siteA, building: w.ghostA, regulation: w.fire, element_type: w.extinguisher })).body;
    const file = await xlsx({ Modifs: [['ID', 'Désignation', 'Repère 1'], [el.id, 'Nouveau nom', 'R1'], [999_999_999, 'X', null]] });
    const up = await upload(file, 'modifs.xlsx', { object_type: 'elements', action_type: 'update' });
    const done = await settled(up.body.id);
    expect(done).toMatchObject({ status: 'analysed', modification_count: 1, error_count: 1 });
    await admin.post(`/api/v1/imports/${up.body.id}/apply/`, { skip_errors: true });
    expect(await settled(up.body.id)).toMatchObject({ status: 'done', modification_count: 1 });
    expect((await admin.get(`/api/v1/elements/${el.id}/`)).body).toMatchObject({ designation: 'Nouveau nom', repere_1: 'R1' });
  });
});

describe('the dry run and the API agree', () => {
  it('a row refused by the analysis is refused by POST /elements/, an accepted one is created', async () => {
    const rows = [
      [unique('Ok'), w.siteA, w.ghostA, w.extinguisher, null],
      [unique('Other site'), w.siteA, w.ghostB, w.extinguisher, null],
      [unique('Other regulation'), w.siteA, w.ghostA, w.crane, null],
      [unique('Date'), w.siteA, w.buildingA, w.extinguisher, '1899-12-31'],
      ['x'.repeat(300), w.siteA, w.buildingA, w.extinguisher, null],
      [unique('Ok 2'), w.siteA, w.buildingA, w.extinguisher, '2027-03-01'],
    ] as const;
    const file = await xlsx({ 'Sécurité incendie': [['Désignation', 'Site', 'Bâtiment', "Type d'élément", "Date d'expiration"], ...rows.map((r) => [...r])] });
    const up = await upload(file, 'agree.xlsx', { object_type: 'elements', action_type: 'create' });
    await settled(up.body.id);
    const errors = (await admin.get(`/api/v1/imports/${up.body.id}/error-list/`)).body.results as { line: number }[];
    const refusedLines = new Set(errors.map((e) => e.line));
    for (const [i, [designation, factory, building, type, expiry]] of rows.entries()) {
      const api = await admin.post('/api/v1/elements/', { designation, factory, building, regulation: w.fire, element_type: type, ...(expiry ? { expiry_date: expiry } : {}) });
      expect([i + 2, api.status === 201]).toEqual([i + 2, !refusedLines.has(i + 2)]);
    }
  });

  it('an element created by an applied import is the one POST /elements/ creates: columns, controls, obligations, conformity', async () => {
    const number = unique('SAME');
    const rows = [
      ['A', w.siteA, w.buildingA, w.extinguisher, null, 'R1', null],
      ['B', w.siteA, w.ghostA, w.extinguisher, '2020-01-31', '', '2025-01-31'], // expired: non-compliant
      ['C', w.siteA, w.buildingA, w.extinguisher, '2031-06-30', 'R3', '2026-10-31'], // its next controls count from that day
    ] as const;
    const header = ['designation', 'identification_number', 'factory', 'building', 'element_type', 'expiry_date', 'repere_1', 'last_control_date'];
    const file = await xlsx({ 'Sécurité incendie': [header, ...rows.map(([d, f, b, ty, ex, r1, last]) => [d, `${number}-I-${d}`, f, b, ty, ex, r1, last])] });
    const up = await upload(file, 'same.xlsx', { object_type: 'elements', action_type: 'create' });
    expect((await settled(up.body.id)).creation_count).toBe(3);
    expect((await admin.post(`/api/v1/imports/${up.body.id}/apply/`, {})).status).toBe(202);
    expect((await settled(up.body.id)).status).toBe('done');
    for (const [d, factory, building, element_type, expiry_date, repere_1, last_control_date] of rows) {
      const r = await admin.post('/api/v1/elements/', {
        designation: d, identification_number: `${number}-A-${d}`, factory, building, regulation: w.fire, element_type,
        repere_1, ...(expiry_date ? { expiry_date } : {}), ...(last_control_date ? { last_control_date } : {}),
      });
      expect(r.status).toBe(201);
    }
    const state = async (kind: 'I' | 'A') => (await t.pool.query(`SELECT e.designation, e.company_id, e.factory_id, e.building_id,
        e.regulation_id, e.element_type_id, e.group_id, e.expiry_date::text, e.repere_1, e.repere_2, e.non_compliant, e.conformity, e.custom_values,
        (SELECT json_agg(json_build_object('type', k.type_id, 'next', k.next_date::text, 'status', k.status, 'name', k.designation,
           'freq', k.frequency_months, 'blocking', k.leads_to_non_compliance) ORDER BY k.type_id) FROM controls k WHERE k.element_id = e.id) AS controls,
        (SELECT json_agg(json_build_object('type', o.type_id, 'status', o.status) ORDER BY o.type_id) FROM obligations o WHERE o.element_id = e.id) AS obligations
      FROM elements e WHERE e.identification_number LIKE $1 ORDER BY e.designation`, [`${number}-${kind}-%`])).rows;
    const imported = await state('I');
    expect(imported).toHaveLength(3);
    expect(imported[0].controls.length).toBeGreaterThan(0);
    expect(imported.map((r) => r.non_compliant)).toEqual([false, true, false]);
    expect(imported).toEqual(await state('A'));
  });
});

describe('hostile files', () => {
  it('refuses what is no spreadsheet at once (400, translated)', async () => {
    const r = await upload(Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(100, 0)]), 'x.xlsx', { object_type: 'elements', action_type: 'create' }, token, 'en');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toMatch(/not a spreadsheet/);
  });

  it.each([
    ['a zip bomb', async () => zipBomb(), 'zip_bomb'],
    ['an empty sheet', async () => xlsx({ A: [] }), 'empty'],
    ['a broken zip', async () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300, 7)]), 'not_spreadsheet'],
  ])('%s ends as failed with a message', async (_name, make, key) => {
    const up = await upload(await make(), 'x.xlsx', { object_type: 'elements', action_type: 'create' });
    expect(up.status).toBe(201);
    const done = await settled(up.body.id);
    expect(done.status).toBe('failed');
    expect(done.failure).toBe(`api.imports.errors.${key}`);
  });

  it('formulas without a cached value and huge cells are row errors, never evaluated', async () => {
    const file = await xlsx({ 'Sécurité incendie': [HEADER,
      [{ formula: '1+1' }, unique('F'), w.siteA, w.ghostA, w.extinguisher, null],
      [{ formula: 'A1', result: 'Cached' }, unique('F'), w.siteA, w.ghostA, w.extinguisher, null],
      ['x'.repeat(40_000), unique('F'), w.siteA, w.ghostA, w.extinguisher, null]] });
    const up = await upload(file, 'f.xlsx', { object_type: 'elements', action_type: 'create' });
    const done = await settled(up.body.id);
    const list = (await admin.get(`/api/v1/imports/${up.body.id}/error-list/`)).body.results;
    expect(done).toMatchObject({ status: 'analysed', creation_count: 1 });
    expect(list.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([[2, 'designation'], [4, 'designation']]);
  });

  it('a deleted import\'s file leaves the store once the delete has committed', async () => {
    const up = await upload(await xlsx({ 'Sécurité incendie': [HEADER, [unique('Gone'), unique('G'), w.siteA, w.ghostA, w.extinguisher, null]] }), 'gone.xlsx', { object_type: 'elements', action_type: 'create' });
    await settled(up.body.id);
    const key = (await t.pool.query('SELECT blob_key FROM imports WHERE id = $1', [up.body.id])).rows[0].blob_key;
    expect(await t.platform.store.head(key)).not.toBeNull();
    expect((await admin.del(`/api/v1/imports/${up.body.id}/`)).status).toBe(204);
    for (let i = 0; i < 100 && (await t.platform.store.head(key)); i++) await new Promise((res) => setTimeout(res, 100));
    expect(await t.platform.store.head(key)).toBeNull();
  });

  it('says the import is being analysed while it is (409)', async () => {
    const [{ id }] = (await t.pool.query(`INSERT INTO imports (company_id, number, action_type, object_type, file_name, blob_key, size)
      VALUES (1, 100000 + floor(random() * 100000)::int, 'create', 'elements', 'x.xlsx', 'imports/none', 1) RETURNING id`)).rows;
    const r = await call(t.app, 'GET', `/api/v1/imports/${id}/errors/`, { token, lang: 'en' });
    expect(r.status).toBe(409);
    expect(r.body.detail).toBe('The import is currently being analysed.');
    expect((await admin.get(`/api/v1/imports/${id}/`)).body.status).toBe('being_analysed');
  });
});

describe('access', () => {
  it('others see their company only, support every company; a JSON create is refused', async () => {
    const corpo = as(t.app, await login(t.app, CORPO));
    const mine = (await admin.get('/api/v1/imports/')).body.results;
    expect(mine.length).toBeGreaterThan(0);
    expect((await corpo.get(`/api/v1/imports/${mine[0].id}/`)).status).toBe(404);
    expect((await corpo.get(`/api/v1/imports/${mine[0].id}/errors/`)).status).toBe(404);
    expect((await admin.post('/api/v1/imports/', { object_type: 'elements', action_type: 'create' })).status).toBe(400);
    // Support staff see every company's imports, and filter by company.
    const support = as(t.app, await login(t.app, SUPPORT));
    const corpoCompany = (await t.pool.query(`SELECT uc.company_id FROM user_companies uc JOIN users u ON u.id = uc.user_id WHERE u.email = $1`, [CORPO])).rows[0].company_id;
    const listed = await support.get('/api/v1/imports/?page_size=100');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const all = listed.body.results as { company: number }[];
    expect(new Set(all.map((i) => i.company)).has(corpoCompany)).toBe(true);
    const filtered = (await support.get(`/api/v1/imports/?company=${corpoCompany}`)).body.results as { company: number }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((i) => i.company === corpoCompany)).toBe(true);
    const reader = await login(t.app, LECTEUR);
    const r = await upload(await xlsx({ A: [HEADER] }), 'x.xlsx', { object_type: 'elements', action_type: 'create' }, reader);
    expect(r.status).toBe(403);
  });
});
