// The express analysis bench's measuring parts: one report read and extracted with its timings,
// a 200-page report's peak RSS, and the matcher's plans on a large company.
import type pg from 'pg';
import { createElementMatcher, extract, ocrPage, readTextLayer, withPictures, type ExtractContext, type PageText } from '../../server/areas/express-reports/analysis';
import { generateReport } from '../fixtures/express/generate';
import type { ReportSpec } from '../fixtures/express/types';

/** Step 1 then step 2 for the pages with no text layer (one after another: time per page), then extraction. */
export async function analyse(pdf: Buffer, ctx: ExtractContext) {
  let t = performance.now();
  const pages: PageText[] = [];
  for await (const p of readTextLayer(pdf)) pages.push(p);
  const textMs = performance.now() - t;
  t = performance.now();
  // OCR'd two at a time: the scheduler's two workers (what a job calling ocrPage per page concurrently gets).
  let ocrBusyMs = 0;
  const cpu = process.cpuUsage();
  await Promise.all(pages.map(async (p, i) => {
    if (p.source === 'text' && !p.pictures) return;
    const s = performance.now();
    pages[i] = p.source === 'none' ? await ocrPage(pdf, p.page) : await withPictures(p, (clip) => ocrPage(pdf, p.page, clip));
    ocrBusyMs += performance.now() - s;
  }));
  const ocrMs = performance.now() - t;
  // CPU time of the whole process (the workers are threads of it): what the page costs whatever the machine's load.
  const used = process.cpuUsage(cpu);
  const ocrCpuMs = (used.user + used.system) / 1000;
  t = performance.now();
  const result = await extract(pages, ctx);
  return { result, pages, textMs, ocrMs, ocrBusyMs, ocrCpuMs, extractMs: performance.now() - t };
}

/** Peak RSS (sampled every 10 ms) while a 200-page digital report is read and extracted. */
export async function longReport(spec: ReportSpec, ctx: ExtractContext) {
  const { pdf, truth } = await generateReport(spec);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 10);
  const t = performance.now();
  let pages = 0;
  let maxText = 0;
  const kept: PageText[] = [];
  for await (const p of readTextLayer(pdf)) { pages++; maxText = Math.max(maxText, p.text.length); kept.push(p); }
  const read = performance.now() - t;
  const result = await extract(kept, ctx);
  const total = performance.now() - t;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { pages, pdfBytes: pdf.length, before, peak, read, total, elements: result.elements.length, expected: truth.elements.length, maxText };
}

/** `n` more elements in the company (copies of one of its own, numbered), then ANALYZE. */
export async function grow(pool: pg.Pool, company: number, n: number) {
  await pool.query(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation,
      identification_number, repere_1, repere_2)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id,
      (ARRAY['Extincteur', 'Palan', 'Pont roulant', 'Tableau électrique', 'Porte coupe-feu'])[1 + i % 5] || ' bâtiment ' || (i % 97) || ' n° ' || i,
      'B-' || lpad(i::text, 7, '0'), 'Niveau ' || (i % 4), 'Local ' || (i % 50)
    FROM generate_series(1, $2::int) i, (SELECT * FROM elements WHERE company_id = $1 ORDER BY id LIMIT 1) e`, [company, n]);
  await pool.query('ANALYZE elements');
}

/** Each matcher step on the large company: its time and the plan of its query. */
export async function explainMatcher(pool: pg.Pool, company: number, grown: number) {
  const some = `B-${String(Math.ceil(grown * 0.6)).padStart(7, '0')}`;
  const plans: { query: string; plan: string; ms: number }[] = [];
  const recording = {
    async query(text: string, params: unknown[]) {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, COSTS OFF) ${text}`, params);
      plans.push({ query: text.replace(/\s+/g, ' ').trim(), plan: rows.map((r) => r['QUERY PLAN']).join('\n'), ms: 0 });
      const t = performance.now();
      const res = await pool.query(text, params);
      plans[plans.length - 1].ms = performance.now() - t;
      return res;
    },
  } as unknown as pg.Pool;
  const m = createElementMatcher(recording, company, null);
  const cases = [
    { label: 'exact identifier', c: { identification_number: some, designation: '' } },
    { label: 'OCR-misread identifier (O for 0)', c: { identification_number: some.replace(/0/g, 'O'), designation: '' } },
    { label: 'near identifier + designation', c: { identification_number: some.replace(/0(?=[1-9])/, ''), designation: 'Extincteur bâtiment n°' } },
  ];
  const out = [];
  for (const { label, c } of cases) {
    plans.length = 0;
    const t = performance.now();
    const r = await m.match(c);
    out.push({ label, result: r, ms: performance.now() - t, plans: [...plans] });
  }
  return out;
}
