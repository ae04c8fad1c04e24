// The activity report: numbers equal hand-written SQL over the demo data, limited to the caller's
// sites; the area's right is required; generate_report answers a PDF or an XLSX, or a job (202)
// whose e-mailed link serves the file when the sites are many.
import ExcelJS from 'exceljs';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../../server/areas/activity-report/job';
import { AGGREGATE_MONTHS, monthsBack, rebuildActivityMonthly } from '../../server/areas/activity-report/aggregate';
import { periodRange } from '../../server/areas/activity-report/period';
import { activityReport } from '../../server/areas/activity-report/query';
import { loadUserContext } from '../../server/auth/context';
import { createDb } from '../../server/db/pool';
import { ADMIN, as, downloadWhenReady, LECTEUR, login, startApp, type TestApp } from './helpers';
import { partText } from './mime';
import { startSmtpCapture } from './smtp';
import { demoIds, signInAsNew, type DemoIds } from './users-helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: ReturnType<typeof as>;
let ids: DemoIds;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ ...smtp.env, PUBLIC_URL: 'https://conformite.example.fr' });
  admin = as(t.app, await login(t.app, ADMIN));
  ids = await demoIds(t.pool);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Series = { key: string; per_month: number[]; per_site: { factory: number; label: string; count: number }[] };
const seriesOf = (body: { series: Series[] }, key: string) => body.series.find((s) => s.key === key)!;

/** Hand-written counts per month (YYYY-MM) of a series over some sites. */
async function expected(sql: string, factories: number[], start: string, end: string) {
  const r = await t.pool.query<{ month: string; n: number }>(sql, [factories, start, end]);
  return Object.fromEntries(r.rows.map((x) => [x.month, Number(x.n)]));
}
const CONTROLS = `SELECT to_char(completed_date, 'YYYY-MM') AS month, count(*) AS n FROM controls
  WHERE status = 'finished' AND factory_id = ANY($1) AND completed_date >= $2 AND completed_date < $3 GROUP BY 1`;
const INTERVENTIONS = `SELECT to_char(completed_date, 'YYYY-MM') AS month, count(*) AS n FROM interventions
  WHERE status = 'done' AND factory_id = ANY($1) AND completed_date >= $2 AND completed_date < $3 GROUP BY 1`;
const TASKS_OPENED = `SELECT to_char(created_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM') AS month, count(*) AS n FROM tasks
  WHERE factory_id = ANY($1) AND (created_at AT TIME ZONE 'Europe/Paris')::date >= $2 AND (created_at AT TIME ZONE 'Europe/Paris')::date < $3 GROUP BY 1`;
// A document counts once per site it is filed under, once when it has none.
const DOCUMENTS = `SELECT to_char(d.created_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM') AS month, count(*) AS n
  FROM documents d LEFT JOIN document_factories s ON s.document_id = d.id
  WHERE d.company_id IN (SELECT company_id FROM factories WHERE id = ANY($1)) AND (s.factory_id IS NULL OR s.factory_id = ANY($1))
    AND (d.created_at AT TIME ZONE 'Europe/Paris')::date >= $2 AND (d.created_at AT TIME ZONE 'Europe/Paris')::date < $3 GROUP BY 1`;

describe('GET /activity/', () => {
  it('counts per month and per site as the SQL does, for both periods', async () => {
    const all = [ids.lyon, ids.nantes, ids.rennes];
    const db = createDb(t.pool);
    for (const period of ['last_year', 'past_twelve_months'] as const) {
      // Other test files finish controls and add documents meanwhile: the monthly aggregates are
      // rebuilt right before reading (the next test checks that rebuilt = live).
      await db.transaction(async (tx) => rebuildActivityMonthly(tx, await monthsBack(tx, AGGREGATE_MONTHS)));
      // The demo's three sites (other test files add sites, with controls, to the company meanwhile).
      const { months, start, end } = periodRange(period);
      // Documents filed on no site count only when the query covers all the user's sites (other
      // test files may have added sites to the company by now).
      const mine = (await loadUserContext(t.pool, await ids.user(ADMIN), null, 'fr'))!.factories;
      const everySite = mine.every((f) => all.includes(f));
      const docs = everySite ? DOCUMENTS : DOCUMENTS.replace('GROUP BY 1', 'AND s.factory_id IS NOT NULL GROUP BY 1');
      const KEYS = [['controls_done', CONTROLS], ['interventions', INTERVENTIONS], ['tasks_opened', TASKS_OPENED], ['documents_added', docs]] as const;
      const NO_SITE = everySite ? DOCUMENTS.replace('GROUP BY 1', 'AND s.factory_id IS NULL GROUP BY 1') : `${DOCUMENTS} LIMIT 0`;
      // Other test files keep adding rows: the API's answer must lie between the SQL read just
      // before it and the SQL read just after it (equal when nothing was added meanwhile).
      const read = async () => ({ keys: await Promise.all(KEYS.map(([, q]) => expected(q, all, start, end))), noSite: await expected(NO_SITE, all, start, end) });
      const before = await read();
      const r = await admin.get(`/api/v1/activity/?period=${period}&factory=${all.join(',')}`);
      const after = await read();
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.months).toEqual(months);
      const total = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);
      KEYS.forEach(([key], k) => {
        const got = seriesOf(r.body, key);
        months.forEach((m, i) => {
          const [lo, hi] = [before.keys[k][m] ?? 0, after.keys[k][m] ?? 0].sort((a, b) => a - b);
          expect(got.per_month[i], `${period} ${key} ${m}`).toBeGreaterThanOrEqual(lo);
          expect(got.per_month[i], `${period} ${key} ${m}`).toBeLessThanOrEqual(hi);
        });
        const sites = got.per_site.reduce((a, x) => a + x.count, 0);
        const months_ = got.per_month.reduce((a, b) => a + b, 0);
        if (key === 'documents_added') {
          expect(months_).toBeGreaterThanOrEqual(sites + Math.min(total(before.noSite), total(after.noSite)));
          expect(months_).toBeLessThanOrEqual(sites + Math.max(total(before.noSite), total(after.noSite)));
        } else expect(sites).toBe(months_);
      });
    }
  });

  it('the monthly aggregates, rebuilt from scratch, give the live counts', async () => {
    const db = createDb(t.pool);
    await db.transaction(async (tx) => rebuildActivityMonthly(tx, await monthsBack(tx, AGGREGATE_MONTHS)));
    const ctx = (await loadUserContext(t.pool, await ids.user(ADMIN), null, 'fr'))!;
    for (const period of ['last_year', 'past_twelve_months'] as const) {
      const { start } = periodRange(period);
      const stored = await activityReport(db, ctx, period, ctx.factories);
      const live = await activityReport(db, ctx, period, ctx.factories, undefined, start);
      expect(stored, period).toEqual(live);
    }
    const { rows: [n] } = await t.pool.query('SELECT count(*)::int AS n FROM activity_monthly');
    expect(n.n).toBeGreaterThan(0);
  });

  it('the demo has activity to show in the past twelve months', async () => {
    const r = await admin.get('/api/v1/activity/?period=past_twelve_months');
    expect(seriesOf(r.body, 'controls_done').per_month.some((n) => n > 0)).toBe(true);
  });

  it("a user's sites only; a site filter narrows; a site out of scope is a 400", async () => {
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    const r = await lecteur.get('/api/v1/activity/?period=past_twelve_months');
    expect(r.status).toBe(200);
    expect(seriesOf(r.body, 'controls_done').per_site.map((s) => s.factory)).toEqual([ids.lyon]);
    const { months, start, end } = periodRange('past_twelve_months');
    const want = await expected(CONTROLS, [ids.lyon], start, end);
    expect(seriesOf(r.body, 'controls_done').per_month).toEqual(months.map((m) => want[m] ?? 0));
    const filtered = await admin.get(`/api/v1/activity/?factory=${ids.lyon}`);
    expect(filtered.body.series[0].per_month).toEqual(r.body.series[0].per_month);
    expect((await lecteur.get(`/api/v1/activity/?factory=${ids.nantes}`)).status).toBe(400);
    expect((await admin.get('/api/v1/activity/?period=forever')).status).toBe(400);
  });

  it('requires the activity right', async () => {
    const { api } = await signInAsNew(t, admin, { factories: [ids.lyon], regulations: ids.regs, rights: { control: ['view'] } });
    const r = await api.get('/api/v1/activity/');
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).toContain('activity.view');
    expect((await api.get('/api/v1/activity/generate_report/?format=pdf')).status).toBe(403);
  });
});

describe('GET /activity/generate_report/', () => {
  // Other test files add sites to the demo company: the inline limit is lifted for the direct answers.
  let savedLimit = 0;
  beforeAll(() => { savedLimit = REPORT_LIMITS.inlineMaxSites; REPORT_LIMITS.inlineMaxSites = 10_000; });
  afterAll(() => { REPORT_LIMITS.inlineMaxSites = savedLimit; });

  it('answers a PDF', async () => {
    const r = await admin.get('/api/v1/activity/generate_report/?period=last_year&format=pdf');
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('application/pdf');
    expect(r.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the PDF says whose report it is, and no bar value overlaps its section title (issue 34)', async () => {
    const r = await admin.get('/api/v1/activity/generate_report/?period=past_twelve_months&format=pdf');
    const pdf = await getDocumentProxy(new Uint8Array(r.res.rawPayload), { verbosity: 0 });
    const content = await (await pdf.getPage(1)).getTextContent();
    const items = (content.items as { str: string; transform: number[] }[]).filter((i) => i.str.trim())
      .map((i) => ({ str: i.str, y: i.transform[5] }));
    const text = items.map((i) => i.str).join(' ');
    const { rows: sites } = await t.pool.query(`SELECT f.name FROM factories f JOIN companies c ON c.id = f.company_id
      WHERE c.name = 'Démo Industrie' ORDER BY f.name`);
    expect(text).toContain('Entreprise : Démo Industrie');
    // Ten sites are named, then how many more (other API files add sites to the shared database).
    const named = sites.slice(0, 10).map((s) => s.name).join(', ');
    const more = sites.length > 10 ? ` et ${sites.length - 10} autre(s)` : '';
    expect(text).toContain(`Sites (${sites.length}) : ${named}${more}`);
    // The first section: its title, then the values of its bars above the month labels. A value
    // label (7 pt) whose baseline is less than 9 pt under the title's (11 pt) overlaps it.
    const title = items.find((i) => i.str.startsWith('Contrôles réalisés'))!;
    const firstMonth = items.find((i) => /^\d\d\/\d{4}$/.test(i.str) && i.y < title.y)!;
    const values = items.filter((i) => /^\d+$/.test(i.str) && i.y < title.y && i.y > firstMonth.y);
    expect(values.length).toBe(12);
    expect(Math.max(...values.map((v) => v.y))).not.toBe(Math.min(...values.map((v) => v.y))); // bars of different heights
    expect(Math.min(...values.map((v) => title.y - v.y))).toBeGreaterThanOrEqual(9);
  });

  it('answers an XLSX holding the numbers', async () => {
    const json = await admin.get('/api/v1/activity/?period=past_twelve_months');
    const r = await admin.get('/api/v1/activity/generate_report/?period=past_twelve_months&format=xlsx');
    expect(r.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(2).getCell(2).value).toBe(seriesOf(json.body, 'controls_done').per_month[0]);
    expect(sheet.rowCount).toBe(14);
    expect((await admin.get('/api/v1/activity/generate_report/?format=doc')).status).toBe(400);
  });

  it('many sites: a job that e-mails the link, and the link serves the file', async () => {
    const saved = REPORT_LIMITS.inlineMaxSites;
    REPORT_LIMITS.inlineMaxSites = 1;
    try {
      const r = await admin.get('/api/v1/activity/generate_report/?format=xlsx');
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      const id = r.body.job.id as string;
      const dl = await downloadWhenReady(admin, id);
      expect(dl.status).toBe(200);
      expect(dl.res.headers['content-type']).toContain('spreadsheetml');
      expect(smtp.received.some((m) => (partText(m.mail, 'text/plain') ?? '').includes(`/ressource/download/${id}`))).toBe(true);
    } finally {
      REPORT_LIMITS.inlineMaxSites = saved;
    }
  });
});
