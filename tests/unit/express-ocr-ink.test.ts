// @vitest-environment node
// Coloured ink before OCR (analysis/stamps.ts, ocr-engine.ts): a stamp's is whitened, but a page
// written in blue ink is read as it is. Round 18's fire-door register, scanned: last year's entries
// in black, this year's in blue; whitening every coloured pixel left only last year's, read as
// this visit's results (a door "bon fonctionnement" that this visit found not closing).
import { afterAll, expect, it } from 'vitest';
import { closeOcr, countPages, extract, ocrPage, type PageText } from '../../server/areas/express-reports/analysis';
import { isColoured, whitenColoured } from '../../server/areas/express-reports/analysis/stamps';
import { demoLikeElements } from '../fixtures/express/generate';
import { generateRealReport, realSpecs } from '../fixtures/express/real/corpus';
import { memoryMatcher } from '../fixtures/express/memory-matcher';

afterAll(() => closeOcr());

it('tells coloured ink from grey, and whitens only the coloured', () => {
  expect(isColoured(29, 63, 145)).toBe(true); // a pen's blue
  expect(isColoured(190, 30, 40)).toBe(true); // a stamp's red
  expect(isColoured(90, 92, 95)).toBe(false); // a scanner's grey
  const data = new Uint8ClampedArray([29, 63, 145, 255, 10, 10, 10, 255]);
  expect(whitenColoured(data)).toBe(1);
  expect([...data]).toEqual([255, 255, 255, 255, 10, 10, 10, 255]);
});

it("reads a register's entries written in blue ink, and this visit's results from them", async () => {
  const pool = demoLikeElements().map((e, i) => ({ id: i + 1, ...e }));
  const spec = realSpecs('held_out_18', 1, pool, { scanned: true }).find((s) => s.layout === 'serrurerie_register')!;
  const { pdf, truth } = await generateRealReport(spec);
  const pages: PageText[] = [];
  for (let p = 1; p <= await countPages(pdf); p++) pages.push(await ocrPage(pdf, p));
  const text = pages.map((p) => p.text).join('\n');
  const [y, m, d] = truth.inspection_date.split('-').map(Number);
  expect(text).toContain(`${d}/${m}/${String(y).slice(2)}`);
  const result = await extract(pages, { regulations: [{ id: 4, name: 'Sécurité incendie' }], matcher: memoryMatcher(pool) });
  const ids = new Map(pool.map((e) => [e.id, e.identification_number]));
  const want = new Map(truth.elements.map((e) => [e.identification_number, e.verdict]));
  const read = result.elements.filter((e) => e.element != null && e.verdict !== 'unknown');
  expect(read.length).toBeGreaterThan(0);
  for (const e of read) expect([ids.get(e.element!), e.verdict]).toEqual([ids.get(e.element!), want.get(ids.get(e.element!)!)]);
}, 120_000);
