// Express reports: upload (PDF only), analysis job to to_check with reconciliation (to_do, new,
// done, element_not_found), consumption, status moves and rights (ability, tier, scope), result
// corrections, missing information, validation effects (observations, controls finished with
// their next occurrence, document), links, support queue, unreadable PDF.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateReport } from '../fixtures/express/generate';
import { ADMIN, as, call, CORPO, LECTEUR, login, SUPPORT, uniqueId } from './helpers';
import { PDF, PNG, type FormPart } from './form-data';
import { pdfFile, uploadReport, waitReportStatus } from './helpers/express';
import { adminSession } from './helpers/session';
import { lateControl } from './interventions-fixture';
import { setValidationThreshold } from '../../server/areas/express-reports/validate';

const { t, admin, token } = adminSession();
let company: number;
let elA: number;
let elB: number;
let identA: string;
let control: number;
let repeated: number;
let dropped: number;

const file = pdfFile;
const upload = (parts: FormPart[], who = token()) => uploadReport(t, who, parts);
const waitStatus = (id: number, status: string) => waitReportStatus(t, id, status);

beforeAll(async () => {
  company = (await t.pool.query(`SELECT company_id FROM users u JOIN user_companies uc ON uc.user_id = u.id WHERE u.email = $1`, [ADMIN])).rows[0].company_id;
  // Elements of the report's regulation: validation finishes the controls of that regulation only
  // (the report keeps the regulation it read).
  const els = (await t.pool.query(`SELECT e.id FROM elements e JOIN regulations r ON r.id = e.regulation_id
    WHERE e.company_id = $1 AND r.name = 'Installations électriques' ORDER BY e.id LIMIT 2`, [company])).rows;
  [elA, elB] = [els[0].id, els[1].id];
  identA = uniqueId('XR');
  await t.pool.query(`UPDATE elements SET identification_number = $2 WHERE id = $1`, [elA, identA]);
  control = await lateControl(t.pool, elA, 12, '2026-09-30');
  const task = async (description: string) => (await t.pool.query(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description)
    SELECT company_id, factory_id, building_id, regulation_id, id, $2 FROM elements WHERE id = $1 RETURNING id`, [elA, description])).rows[0].id as number;
  repeated = await task('Remplacer le disjoncteur différentiel du TGBT');
  dropped = await task('Nettoyer les grilles de ventilation');
});

/** A generated inspection report (tests/fixtures/express: an invented Bureau Veritas-like layout), read by the real analysis. */
async function report(): Promise<number> {
  const { pdf } = await generateReport({ layout: 'table_repere', regulation: 'Installations électriques', seed: 3,
    elements: [{ identification_number: identA, designation: 'Tableau général', verdict: 'non_compliant' }],
    observations: [{ identification_number: identA, text: 'Remplacer le disjoncteur differentiel du TGBT.' },
      { identification_number: identA, text: 'Câble dénudé dans le local' },
      { identification_number: 'ZZZ-404', text: 'Porte coupe-feu bloquée' }],
    inspectionDate: '2026-10-12', organisation: 'Bureau Veritas' });
  const r = await upload([file(pdf, 'Rapport VGP.pdf')]);
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({ status: 'being_analysed', file: 'Rapport VGP.pdf', company });
  await waitStatus(r.body.id, 'to_check');
  return r.body.id;
}

describe('express reports', () => {
  let id: number;

  it('analyses an upload: pages, result reconciled with open observations, consumption', async () => {
    const before = (await t.pool.query(`SELECT coalesce(sum(pages), 0)::int AS n FROM page_consumption WHERE company_id = $1`, [company])).rows[0].n;
    id = await report();
    const r = await admin.get(`/api/v1/express-reports/${id}/`);
    expect(r.body).toMatchObject({ status: 'to_check', pages: 1, author: expect.any(Number) });
    const res = r.body.result;
    expect(res.inspection_date).toMatchObject({ value: '2026-10-12', page: 1 });
    expect(res.organisation.value).toBe('Bureau Veritas');
    expect(res.elements).toEqual([expect.objectContaining({ element: elA, verdict: 'non_compliant' })]);
    const byText = Object.fromEntries(res.observations.map((o: { text: string }) => [o.text, o]));
    expect(byText['Remplacer le disjoncteur differentiel du TGBT.']).toMatchObject({ proposal: 'to_do', task: repeated });
    expect(byText['Câble dénudé dans le local']).toMatchObject({ proposal: 'new', task: null, element: elA });
    expect(byText['Porte coupe-feu bloquée']).toMatchObject({ proposal: 'element_not_found', element: null });
    expect(byText['Nettoyer les grilles de ventilation']).toMatchObject({ proposal: 'done', task: dropped });
    const pages = await admin.get(`/api/v1/express-reports/${id}/pages/`);
    expect(pages.body.results[0]).toMatchObject({ page: 1, source: 'text' });
    const file = await admin.get(`/api/v1/express-reports/${id}/file/`);
    expect(file.res.headers['content-type']).toBe('application/pdf');
    expect(file.res.headers['content-disposition']).toMatch(/^inline/);
    const after = (await t.pool.query(`SELECT coalesce(sum(pages), 0)::int AS n FROM page_consumption WHERE company_id = $1`, [company])).rows[0].n;
    expect(after).toBe(before + 1);
  });

  it('moves by EXPRESS_REPORT_MOVES only, for people able to process reports', async () => {
    const bad = await admin.patch(`/api/v1/express-reports/${id}/`, { status: 'finished' });
    expect(bad.status).toBe(400);
    expect(bad.body.status[0]).toMatch(/À vérifier/);
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    expect((await lecteur.patch(`/api/v1/express-reports/${id}/`, { status: 'to_validate' })).status).toBe(403);
    await t.pool.query(`UPDATE users SET can_process_express_reports = false WHERE email = $1`, [ADMIN]);
    const denied = await admin.patch(`/api/v1/express-reports/${id}/`, { status: 'to_validate' });
    await t.pool.query(`UPDATE users SET can_process_express_reports = true WHERE email = $1`, [ADMIN]);
    expect(denied.status).toBe(403);
    const ok = await admin.patch(`/api/v1/express-reports/${id}/`, { status: 'to_validate' });
    expect(ok.status).toBe(200);
    expect(ok.body.checked_by).toBe(ok.body.author);
  });

  it('refuses to validate while information is missing, then validates with its effects', async () => {
    const missing = await admin.patch(`/api/v1/express-reports/${id}/`, { status: 'finished' });
    expect(missing.status).toBe(400);
    expect(missing.body.status.join(' ')).toMatch(/Porte coupe-feu/);
    const { result } = (await admin.get(`/api/v1/express-reports/${id}/`)).body;
    const other = (await t.pool.query(`SELECT id FROM elements WHERE company_id <> $1 LIMIT 1`, [company])).rows[0].id;
    const fix = (el: number) => ({ ...result, observations: result.observations.map((o: { proposal: string }) =>
      (o.proposal === 'element_not_found' ? { ...o, element: el, proposal: 'new' } : o)) });
    expect((await admin.patch(`/api/v1/express-reports/${id}/result/`, { result: fix(other) })).status).toBe(400);
    expect((await admin.patch(`/api/v1/express-reports/${id}/result/`, { result: { ...result, elements: 'x' } })).status).toBe(400);
    expect((await admin.patch(`/api/v1/express-reports/${id}/result/`, { result: fix(elB) })).status).toBe(200);
    const done = await admin.patch(`/api/v1/express-reports/${id}/`, { status: 'finished' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'finished', validation_date: expect.any(String), validated_by: done.body.author });
    const tasks = (await t.pool.query(`SELECT id, element_id, status, origin, description FROM tasks WHERE express_report_id = $1 ORDER BY id`, [id])).rows;
    expect(tasks.map((x) => [x.element_id, x.origin, x.status])).toEqual([[elA, 'express_report', 'not_started'], [elB, 'express_report', 'not_started']]);
    const st = (await t.pool.query(`SELECT id, status FROM tasks WHERE id = ANY($1::int[]) ORDER BY id`, [[repeated, dropped]])).rows;
    expect(st.map((x) => x.status)).toEqual(['not_started', 'done']);
    const k = (await t.pool.query(`SELECT status, completed_date::text AS d FROM controls WHERE id = $1`, [control])).rows[0];
    expect(k).toEqual({ status: 'finished', d: '2026-10-12' });
    const next = (await t.pool.query(`SELECT next_date::text AS d FROM controls WHERE element_id = $1 AND status = 'to_do'
      AND type_id = (SELECT type_id FROM controls WHERE id = $2)`, [elA, control])).rows;
    expect(next).toEqual([{ d: '2027-10-12' }]);
    const links = await admin.get(`/api/v1/express-reports/${id}/links/`);
    expect(links.body.controls.map((c: { id: number }) => c.id)).toContain(control);
    expect(links.body.tasks.length).toBe(4);
    expect(links.body.document).toMatchObject({ name: 'Rapport VGP.pdf' });
    const doc = (await t.pool.query(`SELECT element_id FROM document_elements WHERE document_id = $1`, [links.body.document.id])).rows;
    expect(doc).toEqual([{ element_id: elA }]);
    const locked = await admin.patch(`/api/v1/express-reports/${id}/`, { status: 'to_check' });
    expect(locked.status).toBe(400);
    // The status in the message as the console names it, never its API value.
    expect(locked.body.status).toEqual(['Ce rapport ne peut plus être modifié (statut « Validé »).']);
    const lockedResult = await admin.patch(`/api/v1/express-reports/${id}/result/`, { result: fix(elB) });
    expect(lockedResult.body.result).toEqual(['Ce rapport ne peut plus être modifié (statut « Validé »).']);
  });

  it('refuses what is not a PDF, a JSON create, another tier, and hides other companies', async () => {
    const png = await upload([{ name: 'file', data: PNG, filename: 'x.pdf', contentType: 'application/pdf' }]);
    expect(png.status).toBe(400);
    expect(png.body.file_error).toEqual(['invalid_type']);
    expect((await admin.post('/api/v1/express-reports/', { regulation: 1 })).status).toBe(400);
    const start = await login(t.app, 'admin@start.fr');
    expect((await call(t.app, 'GET', '/api/v1/express-reports/', { token: start })).status).toBe(403);
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/express-reports/${id}/`)).status).toBe(404);
    expect((await corpo.get(`/api/v1/express-reports/${id}/links/`)).status).toBe(404);
  });

  it('an unreadable PDF is to_check with its error and an empty result', async () => {
    const r = await upload([file(PDF, 'cassé.pdf')]);
    expect(r.status).toBe(201);
    await waitStatus(r.body.id, 'to_check');
    const row = (await admin.get(`/api/v1/express-reports/${r.body.id}/`)).body;
    expect(row.analysis_error).toBeTruthy();
    expect(row.result).toMatchObject({ elements: [], observations: [] });
    // Deleted: its PDF leaves the store once the delete has committed.
    const key = (await t.pool.query('SELECT blob_key FROM express_reports WHERE id = $1', [r.body.id])).rows[0].blob_key;
    expect(await t.platform.store.head(key)).not.toBeNull();
    expect((await admin.del(`/api/v1/express-reports/${r.body.id}/`)).status).toBe(204);
    for (let i = 0; i < 100 && (await t.platform.store.head(key)); i++) await new Promise((res) => setTimeout(res, 100));
    expect(await t.platform.store.head(key)).toBeNull();
  });

  it('a large report validates as a job: validation pending, then finished', async () => {
    const big = await report();
    const { result } = (await admin.get(`/api/v1/express-reports/${big}/`)).body;
    const fixed = { ...result, observations: result.observations.map((o: { proposal: string }) =>
      (o.proposal === 'element_not_found' ? { ...o, proposal: 'obsolete' } : o)) };
    expect((await admin.patch(`/api/v1/express-reports/${big}/result/`, { result: fixed })).status).toBe(200);
    expect((await admin.patch(`/api/v1/express-reports/${big}/`, { status: 'to_validate' })).status).toBe(200);
    setValidationThreshold(0);
    try {
      const queued = await admin.patch(`/api/v1/express-reports/${big}/`, { status: 'finished' });
      expect(queued.status).toBe(200);
      expect(queued.body).toMatchObject({ status: 'to_validate', validation_pending: true });
      // Refused while pending: 400 'validation pending' until the job starts, then 409 locked by it (issue 33 §1).
      expect([400, 409]).toContain((await admin.patch(`/api/v1/express-reports/${big}/`, { status: 'no_follow_up' })).status);
      await waitStatus(big, 'finished');
      const row = (await admin.get(`/api/v1/express-reports/${big}/`)).body;
      expect(row).toMatchObject({ validation_pending: false, document: expect.any(Number) });
    } finally {
      setValidationThreshold(200);
    }
  });

  it('support queue: every company, support only', async () => {
    expect((await admin.get('/api/v1/support/express-reports/')).status).toBe(403);
    const support = as(t.app, await login(t.app, SUPPORT));
    const q = await support.get('/api/v1/support/express-reports/?status=to_check,to_validate');
    expect(q.status).toBe(200);
    const companies = new Set(q.body.results.map((r: { company: number }) => r.company));
    expect(companies.size).toBeGreaterThan(1);
    expect(q.body.results[0]).toMatchObject({ company_name: expect.any(String), summary: expect.objectContaining({ elements: expect.any(Number) }) });
    expect((await support.get(`/api/v1/express-reports/${id}/`)).status).toBe(200);
  });
});
