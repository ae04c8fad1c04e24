// Per-record exports and list reports (spec §7, issue 33 §2): GET /{feature}/{id}/export/ gives the
// record with its linked rows as PDF or XLSX, scoped (404 out of scope); GET
// /{feature}/generate_report/ gives the list's report for its filters, or a job that e-mails the link.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_REPORT_LIMITS } from '../../server/areas/reports/job';
import { ADMIN, as, downloadWhenReady, LECTEUR, login, startApp, type TestApp } from './helpers';
import { elementBody, elementWorld } from './elements-fixture';
import { partText } from './mime';
import { startSmtpCapture } from './smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: ReturnType<typeof as>;
let reader: ReturnType<typeof as>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ ...smtp.env, PUBLIC_URL: 'https://conformite.example.fr' });
  admin = as(t.app, await login(t.app, ADMIN));
  reader = as(t.app, await login(t.app, LECTEUR));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const one = async <T>(text: string, values: unknown[] = []) => (await t.pool.query(text, values)).rows[0] as T;
async function workbook(r: { res: { rawPayload: Buffer } }) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
  return book;
}
const cells = (sheet: ExcelJS.Worksheet) => {
  const out: string[] = [];
  sheet.eachRow((row) => row.eachCell((c) => out.push(String(c.value instanceof Date ? c.value.toISOString() : c.value))));
  return out;
};

describe('a record exported with its linked rows', () => {
  it("an element's sheet: its fields, its controls, observations, obligations and documents (XLSX and PDF)", async () => {
    const el = await one<{ id: number; designation: string; controls: number; tasks: number }>(`
      SELECT e.id, e.designation, (SELECT count(*)::int FROM controls k WHERE k.element_id = e.id) AS controls,
        (SELECT count(*)::int FROM tasks k WHERE k.element_id = e.id) AS tasks
      FROM elements e JOIN companies c ON c.id = e.company_id WHERE c.name = 'Démo Industrie'
        AND EXISTS (SELECT 1 FROM controls k WHERE k.element_id = e.id) AND EXISTS (SELECT 1 FROM tasks k WHERE k.element_id = e.id)
      ORDER BY e.id LIMIT 1`);
    const r = await admin.get(`/api/v1/elements/${el.id}/export/?format=xlsx`);
    expect(r.status, String(r.body)).toBe(200);
    expect(r.res.headers['content-disposition']).toContain(`elements-${el.id}-`);
    const book = await workbook(r);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Synthèse', 'Échéances', 'Observations', 'Obligations documentaires', 'Documents']);
    expect(cells(book.worksheets[0])).toContain(el.designation);
    // Header row + one row per linked control / observation.
    expect(book.getWorksheet('Échéances')!.rowCount).toBe(el.controls + 1);
    expect(book.getWorksheet('Observations')!.rowCount).toBe(el.tasks + 1);
    const pdf = await admin.get(`/api/v1/elements/${el.id}/export/`);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("a control intervention's report: its controls with their results, the observations they raised", async () => {
    const iv = await one<{ id: number; controls: number; tasks: number }>(`
      SELECT i.id, (SELECT count(*)::int FROM controls k WHERE k.intervention_id = i.id) AS controls,
        (SELECT count(*)::int FROM tasks x JOIN controls k ON k.id = x.control_id WHERE k.intervention_id = i.id) AS tasks
      FROM interventions i JOIN factories f ON f.id = i.factory_id JOIN companies c ON c.id = f.company_id
      WHERE c.name = 'Démo Industrie' AND i.kind = 'control' AND EXISTS (SELECT 1 FROM controls k WHERE k.intervention_id = i.id)
      ORDER BY i.id LIMIT 1`);
    const r = await admin.get(`/api/v1/control-interventions/${iv.id}/export/?format=xlsx`);
    expect(r.status, String(r.body)).toBe(200);
    const book = await workbook(r);
    const controls = book.getWorksheet('Échéances')!;
    expect(controls.rowCount).toBe(iv.controls + 1);
    expect(cells(controls)).toContain('Résultat');
    expect(book.getWorksheet('Observations')!.rowCount).toBe(iv.tasks + 1);
  });

  it('a control and an observation export alone too', async () => {
    const k = await one<{ id: number; task: number }>(`SELECT k.id, x.id AS task FROM controls k JOIN tasks x ON x.control_id = k.id
      JOIN companies c ON c.id = k.company_id WHERE c.name = 'Démo Industrie' ORDER BY k.id LIMIT 1`);
    expect((await admin.get(`/api/v1/controls/${k.id}/export/?format=pdf`)).status).toBe(200);
    const task = await admin.get(`/api/v1/tasks/${k.task}/export/?format=xlsx`);
    expect(task.status).toBe(200);
    expect((await workbook(task)).worksheets.map((s) => s.name)).toEqual(['Synthèse']);
  });

  it('out of scope: 404, like the record; a bad format: a translated 400', async () => {
    const corpo = await one<{ id: number }>(`SELECT e.id FROM elements e JOIN companies c ON c.id = e.company_id
      WHERE c.name <> 'Démo Industrie' ORDER BY e.id LIMIT 1`);
    expect((await admin.get(`/api/v1/elements/${corpo.id}/export/`)).status).toBe(404);
    const otherSite = await one<{ id: number }>(`SELECT e.id FROM elements e JOIN factories f ON f.id = e.factory_id
      JOIN companies c ON c.id = f.company_id WHERE c.name = 'Démo Industrie' AND f.name <> 'Usine de Lyon' ORDER BY e.id LIMIT 1`);
    expect((await reader.get(`/api/v1/elements/${otherSite.id}/export/`)).status).toBe(404);
    const bad = await admin.get(`/api/v1/elements/${otherSite.id}/export/?format=doc`);
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body).toEqual({ format: ['Le format est « pdf » ou « xlsx ».'] });
    expect((await admin.get(`/api/v1/elements/${otherSite.id}/export/?format=doc`, 'en')).body).toEqual({ format: ['The format is "pdf" or "xlsx".'] });
    // A malformed id is no record either (like GET /elements/abc/).
    expect((await admin.get('/api/v1/elements/abc/export/')).status).toBe(404);
  });
});

describe("a list's report", () => {
  it('the filtered rows, counted by status (XLSX), and as a PDF', async () => {
    // On a site of its own: other test files write controls of the shared database meanwhile (a
    // count of every site's controls changed between the count and the report once).
    const w = await elementWorld(t, admin);
    for (let i = 0; i < 2; i++) expect((await admin.post('/api/v1/elements/', elementBody(w))).status).toBe(201);
    const count = (await admin.get(`/api/v1/controls/count/?status=to_do&factory=${w.siteA}`)).body.count as number;
    expect(count).toBeGreaterThan(0);
    const r = await admin.get(`/api/v1/controls/generate_report/?status=to_do&factory=${w.siteA}&format=xlsx`);
    expect(r.status, String(r.body)).toBe(200);
    const book = await workbook(r);
    const summary = cells(book.worksheets[0]);
    expect(summary).toContain('Rapport : Échéances');
    expect(summary).toContain(String(count));
    expect(book.getWorksheet('Échéances')!.rowCount).toBe(Math.min(count, 2000) + 1 + (count > 2000 ? 1 : 0));
    for (const name of ['elements', 'control-interventions', 'maintenance-interventions', 'tasks', 'obligations']) {
      const pdf = await admin.get(`/api/v1/${name}/generate_report/`);
      // The shared test database may hold more rows than a report made at once: then it is a job.
      expect([200, 202], name).toContain(pdf.status);
      if (pdf.status === 202) expect(pdf.body.job.id, name).toEqual(expect.any(String));
      else expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The list's own filter checks apply.
    expect((await admin.get('/api/v1/controls/generate_report/?status=nope')).status).toBe(400);
  });

  it('large: a job that e-mails the link, and the link serves the file', async () => {
    const saved = LIST_REPORT_LIMITS.inlineMaxRows;
    LIST_REPORT_LIMITS.inlineMaxRows = 1;
    try {
      const r = await admin.get('/api/v1/elements/generate_report/?format=xlsx');
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      expect(r.body.message).toMatch(/en préparation et le lien vous sera envoyé par e-mail/);
      const id = r.body.job.id as string;
      const dl = await downloadWhenReady(admin, id);
      expect(dl.status).toBe(200);
      expect(dl.res.headers['content-type']).toContain('spreadsheetml');
      expect(smtp.received.some((m) => (partText(m.mail, 'text/plain') ?? '').includes(`/ressource/download/${id}`))).toBe(true);
    } finally {
      LIST_REPORT_LIMITS.inlineMaxRows = saved;
    }
  });
});
