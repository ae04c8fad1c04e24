// What the analysis could not read is said, and validation asks for it (issue 26): an element's
// verdict 'unknown', a missing inspection body or date keep the report from being validated
// (translated 400 naming each), until the person sets them; a real layout's report whose
// conclusion is read comes back with its verdicts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRealReport } from '../fixtures/express/real/corpus';
import { ADMIN, as, call, login, startApp, type TestApp } from './helpers';
import { BOUNDARY, formData } from './form-data';
import { waitReportStatus } from './helpers/express';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof as>;
let id: number;

beforeAll(async () => {
  t = await startApp();
  token = await login(t.app, ADMIN);
  admin = as(t.app, token);
});
afterAll(async () => { await t.close(); });

/** A report of `layout` over three of the demo company's elements of `regulation` (the second non-compliant), uploaded: its id. */
async function uploadReport(layout: string, regulation: string, seed: number, organisation: string, filename: string): Promise<number> {
  const { rows: els } = await t.pool.query(`SELECT e.identification_number, e.designation FROM elements e JOIN regulations r ON r.id = e.regulation_id
    JOIN companies c ON c.id = e.company_id WHERE c.name = 'Démo Industrie' AND r.name = $1 ORDER BY e.id LIMIT 3`, [regulation]);
  const { pdf } = await generateRealReport({ layout, regulation, seed, inspectionDate: '2026-10-14', organisation,
    elements: els.map((e, i) => ({ ...e, verdict: i === 1 ? 'non_compliant' as const : 'compliant' as const })), observations: [] });
  const up = await call(t.app, 'POST', '/api/v1/express-reports/', { token, body: formData([{ name: 'file', data: pdf, filename, contentType: 'application/pdf' }]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  expect(up.status).toBe(201);
  return up.body.id;
}

describe('express reports: what was not read', () => {
  it('reads a paragraph-per-appliance VGP report (a Conclusion line each) and its verdicts', async () => {
    id = await uploadReport('vgp_paragraphs', 'Appareils de levage', 11, 'Apave', 'VGP.pdf');
    await waitReportStatus(t, id, 'to_check');
    const { result } = (await admin.get(`/api/v1/express-reports/${id}/`)).body;
    expect(result.inspection_date.value).toBe('2026-10-14');
    expect(result.organisation.value).toBe('Apave');
    expect(result.elements.map((e: { verdict: string }) => e.verdict)).toEqual(['compliant', 'non_compliant', 'compliant']);
  });

  it('refuses to validate an unknown verdict, body or date (fr and en), then validates once the person sets them', async () => {
    const { result } = (await admin.get(`/api/v1/express-reports/${id}/`)).body;
    const unread = {
      ...result, organisation: { ...result.organisation, value: null, confidence: 0 },
      elements: result.elements.map((e: object, i: number) => (i === 0 ? { ...e, verdict: 'unknown', confidence: 0.3 } : e)),
    };
    const saved = await admin.patch(`/api/v1/express-reports/${id}/result/`, { result: unread });
    expect(saved.status).toBe(200);
    expect((await admin.patch(`/api/v1/express-reports/${id}/`, { status: 'to_validate' })).status).toBe(200);
    const fr = await call(t.app, 'PATCH', `/api/v1/express-reports/${id}/`, { token, body: { status: 'finished' } });
    expect(fr.status).toBe(400);
    const messages = fr.body.status.join(' ');
    expect(messages).toContain("Il manque l'organisme d'inspection");
    expect(messages).toMatch(/Le verdict de l'élément « \S+/);
    const en = await call(t.app, 'PATCH', `/api/v1/express-reports/${id}/`, { token, lang: 'en', body: { status: 'finished' } });
    expect(en.status).toBe(400);
    expect(en.body.status.join(' ')).toMatch(/inspection body is missing.*verdict of element/s);
    // Nothing happened: still to validate, no verdict recorded from it.
    expect((await t.pool.query('SELECT status FROM express_reports WHERE id = $1', [id])).rows[0].status).toBe('to_validate');
    expect((await t.pool.query('SELECT count(*)::int AS n FROM element_verdicts WHERE express_report_id = $1', [id])).rows[0].n).toBe(0);

    const set = await admin.patch(`/api/v1/express-reports/${id}/result/`, { result: {
      ...unread, organisation: { ...unread.organisation, value: 'Apave' },
      elements: unread.elements.map((e: object, i: number) => (i === 0 ? { ...e, verdict: 'compliant' } : e)),
    } });
    expect(set.status).toBe(200);
    const done = await admin.patch(`/api/v1/express-reports/${id}/`, { status: 'finished' });
    expect(done.status).toBe(200);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM element_verdicts WHERE express_report_id = $1', [id])).rows[0].n).toBe(3);
  });

  it('refuses an unknown date too, and a verdict outside the list', async () => {
    const { result } = (await admin.get(`/api/v1/express-reports/${id}/`)).body;
    expect(result.elements.every((e: { verdict: string }) => e.verdict !== 'unknown')).toBe(true);
    const { rows: [{ id: other }] } = await t.pool.query(`INSERT INTO express_reports (company_id, status, file_name, blob_key, size, author_id, result)
      SELECT company_id, 'to_validate', 'x.pdf', blob_key, size, author_id, $2::jsonb FROM express_reports WHERE id = $1 RETURNING id`,
    [id, JSON.stringify({ ...result, inspection_date: { value: null, page: 1, confidence: 0 } })]);
    const r = await admin.patch(`/api/v1/express-reports/${other}/`, { status: 'finished' });
    expect(r.status).toBe(400);
    expect(r.body.status.join(' ')).toContain("Il manque la date d'inspection.");
    const bad = await admin.patch(`/api/v1/express-reports/${other}/result/`, { result: { ...result, elements: [{ ...result.elements[0], verdict: 'maybe' }] } });
    expect(bad.status).toBe(400);
  });
});

describe('express reports: a table pasted as a picture', () => {
  it("reads the results of a digital report's pasted spreadsheet range by OCR, the rest from its text layer", async () => {
    const pasted = await uploadReport('cap_ingelec_pasted_picture', 'Installations électriques', 12, 'Cap Ingelec', 'CR.pdf');
    await waitReportStatus(t, pasted, 'to_check');
    const { result } = (await admin.get(`/api/v1/express-reports/${pasted}/`)).body;
    expect(result.elements.map((e: { verdict: string }) => e.verdict)).toEqual(['compliant', 'non_compliant', 'compliant']);
    // The page is stored as read by OCR, with the picture's confidence (its facts weigh by it).
    const { rows: pages } = await t.pool.query('SELECT source, confidence, text FROM express_report_pages WHERE report_id = $1 ORDER BY page', [pasted]);
    expect(pages[0].source).toBe('ocr');
    expect(pages[0].confidence).toBeGreaterThan(0.5);
    expect(pages[0].text).toContain('COMPTE RENDU DE VISITE');
    expect(pages[0].text).not.toMatch(/\u2063/);
  }, 120_000);
});
