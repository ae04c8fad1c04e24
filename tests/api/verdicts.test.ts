// Verdicts set conformity, and the report keeps what it read (issue "Compliance facts you can
// trust", items 1 and 2): an express report's non-conforming verdict makes its element
// non-compliant although validation finished its late control; the element says why and its
// history says what the report changed; the report keeps its regulation, inspection body and
// date (list columns, filters); a person lifts a verdict (who and when in the history).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateReport } from '../fixtures/express/generate';
import { pdfFile, uploadReport, waitReportStatus } from './helpers/express';
import { adminSession } from './helpers/session';
import { ADMIN, as, LECTEUR, login, uniqueId } from './helpers';
import { lateControl, nonCompliant } from './interventions-fixture';

const { t, admin, token } = adminSession();
let hook: number;
let chain: number;
let control: number;
let regulation: number;
let report: number;
const INSPECTED = '2026-10-20';

beforeAll(async () => {
  // Two lifting devices of the demo company, free of anything else that makes them non-compliant.
  const els = (await t.pool.query(`SELECT e.id, e.regulation_id FROM elements e JOIN regulations r ON r.id = e.regulation_id
    JOIN users u ON u.email = $1 JOIN user_companies uc ON uc.user_id = u.id AND uc.company_id = e.company_id
    WHERE r.name = 'Appareils de levage' AND e.expiry_date IS NULL AND e.conformity = 'compliant' ORDER BY e.id LIMIT 2`, [ADMIN])).rows;
  [hook, chain] = [els[0].id, els[1].id];
  regulation = els[0].regulation_id;
  await t.pool.query(`DELETE FROM controls WHERE element_id = ANY($1)`, [[hook, chain]]);
  for (const [id, ident] of [[hook, uniqueId('PL')], [chain, uniqueId('CH')]] as const) {
    await t.pool.query(`UPDATE elements SET identification_number = $2, non_compliant = false WHERE id = $1`, [id, ident]);
  }
  control = await lateControl(t.pool, hook, 12, '2026-09-30');
});

async function upload(): Promise<number> {
  const idents = (await t.pool.query(`SELECT id, identification_number FROM elements WHERE id = ANY($1)`, [[hook, chain]])).rows;
  const ident = (id: number) => idents.find((r) => r.id === id).identification_number as string;
  const { pdf } = await generateReport({ layout: 'table_repere', regulation: 'Appareils de levage', seed: 5,
    elements: [{ identification_number: ident(hook), designation: 'Palan électrique', verdict: 'non_compliant' },
      { identification_number: ident(chain), designation: 'Élingue chaîne', verdict: 'compliant' }],
    observations: [{ identification_number: ident(hook), text: 'Crochet déformé, linguet de sécurité absent.' }],
    inspectionDate: INSPECTED, organisation: 'Bureau Veritas' });
  const r = await uploadReport(t, token(), [pdfFile(pdf, 'Rapport levage.pdf')]);
  expect(r.status).toBe(201);
  await waitReportStatus(t, r.body.id, 'to_check');
  return r.body.id;
}

describe('an express report validated', () => {
  it('keeps what it read: regulation, inspection body and date, as columns and filters', async () => {
    report = await upload();
    const shown = await admin.get(`/api/v1/express-reports/${report}/`);
    expect(shown.body).toMatchObject({ regulation: regulation, organisation: 'Bureau Veritas', inspection_date: INSPECTED });
    const list = await admin.get('/api/v1/express-reports/?organisation=veritas&inspection_date_gte=2026-10-20&inspection_date_lte=2026-10-20&page_size=100');
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { id: number }) => r.id)).toContain(report);
    expect(list.body.results.find((r: { id: number }) => r.id === report)).toMatchObject({ organisation: 'Bureau Veritas', inspection_date: INSPECTED });
    const none = await admin.get('/api/v1/express-reports/?organisation=apave&inspection_date_gte=2026-10-20&page_size=100');
    expect(none.body.results.map((r: { id: number }) => r.id)).not.toContain(report);
    expect((await admin.get('/api/v1/express-reports/?inspection_date_gte=2026-02-30')).status).toBe(400);
    // A correction of the result moves the columns with it.
    const { result } = shown.body;
    const fixed = await admin.patch(`/api/v1/express-reports/${report}/result/`, { result: { ...result, organisation: { ...result.organisation, value: 'Apave' } } });
    expect(fixed.body.organisation).toBe('Apave');
  });

  it('non_compliant holds although its late control was finished; the element says why; its history says what changed', async () => {
    expect(await nonCompliant(t.pool, hook)).toBe(true);
    expect((await admin.patch(`/api/v1/express-reports/${report}/`, { status: 'to_validate' })).status).toBe(200);
    const done = await admin.patch(`/api/v1/express-reports/${report}/`, { status: 'finished' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await t.pool.query(`SELECT status::text, result::text FROM controls WHERE id = $1`, [control])).rows[0])
      .toEqual({ status: 'finished', result: 'non_compliant' });
    expect(await nonCompliant(t.pool, hook)).toBe(true);
    expect(await nonCompliant(t.pool, chain)).toBe(false);
    expect((await admin.get(`/api/v1/elements/${hook}/`)).body.conformity).toBe('non_compliant');
    const why = await admin.get(`/api/v1/elements/${hook}/conformity/`);
    expect(why.body).toEqual({ conformity: 'non_compliant', reasons: [expect.objectContaining({
      kind: 'verdict', source: 'report', report, report_file: 'Rapport levage.pdf', day: INSPECTED })] });
    expect((await admin.get(`/api/v1/elements/${chain}/conformity/`)).body).toEqual({ conformity: 'compliant', reasons: [] });
    const history = await admin.get(`/api/v1/activity-log/?object_type=elements&object_id=${hook}`);
    const entry = history.body.results.find((r: { changes: Record<string, unknown> }) => r.changes.express_report);
    expect(entry.changes).toMatchObject({
      verdict: [null, 'non_compliant'], controls_finished: [null, expect.stringContaining(INSPECTED)],
      observations_created: [null, expect.any(String)], document: [null, expect.any(Number)],
    });
    expect(entry.user_label).toContain('admin@demo.fr');
  });

  it('a person lifts it (edit right), who and when in the history; a reader may read why, not lift', async () => {
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    expect((await lecteur.post(`/api/v1/elements/${hook}/conformity/`, { conformity: 'compliant' })).status).toBe(403);
    expect((await admin.post(`/api/v1/elements/${hook}/conformity/`, { conformity: 'bogus' })).status).toBe(400);
    const lifted = await admin.post(`/api/v1/elements/${hook}/conformity/`, { conformity: 'compliant', remark: 'Crochet remplacé' });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toEqual({ conformity: 'compliant', reasons: [] });
    const history = await admin.get(`/api/v1/activity-log/?object_type=elements&object_id=${hook}`);
    const entry = history.body.results.find((r: { changes: Record<string, unknown> }) => r.changes.remark);
    expect(entry).toMatchObject({ user_label: expect.stringContaining('admin@demo.fr'), created_at: expect.any(String),
      changes: { verdict: [null, 'compliant'], conformity: ['non_compliant', 'compliant'] } });
  });
});
