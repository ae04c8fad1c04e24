// @vitest-environment node
// A table pasted as a picture into a digital page (analysis/pictures.ts): found among the page's
// images, read by OCR alone where it lies, its lines set in their place among the text layer's.
// Round 24's Cap Ingelec report pastes its results as an Excel range copied as a picture: the
// text layer had its elements in the observations only, and no result was read.
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, extract, ocrPage, readTextLayer, withPictures, type PageText } from '../../server/areas/express-reports/analysis';
import { placePictures, tablePictures, withMarkers } from '../../server/areas/express-reports/analysis/pictures';
import { demoLikeElements } from '../fixtures/express/generate';
import { generateRealReport, realSpecs } from '../fixtures/express/real/corpus';
import { memoryMatcher } from '../fixtures/express/memory-matcher';

afterAll(() => closeOcr());

const A4 = [0, 0, 595, 842];
const item = (str: string, x: number, y: number) => ({ str, x, y, w: 6 * str.length, h: 10 });

describe('which pictures may hold a table', () => {
  it('keeps a wide picture with no text over it, not a logo nor a scan under its own text layer', () => {
    const table = { x0: 50, y0: 400, x1: 545, y1: 600 };
    const logo = { x0: 50, y0: 760, x1: 130, y1: 800 };
    const scan = { x0: 0, y0: 0, x1: 595, y1: 842 };
    const background = { x0: 50, y0: 100, x1: 545, y1: 300 };
    const items = [item('Titre du rapport', 60, 700), item('ligne 1', 60, 250), item('ligne 2', 60, 230), item('ligne 3', 60, 210)];
    expect(tablePictures([table, logo, scan, background], items, A4)).toEqual([table]);
  });

  it("sets the picture's lines where it lies and gives its place from the page's top-left", () => {
    const table = { x0: 50, y0: 400, x1: 545, y1: 600 };
    const items = [item('1. Synthèse des contrôles', 50, 620), item('Figure 1 – Synthèse', 200, 385), item('2. Observations', 50, 360)];
    const lines = ['1. Synthèse des contrôles', '\u20630\u2063', '               Figure 1 – Synthèse', '2. Observations'];
    // (the markers are built into lines as the text layer builds them)
    expect(withMarkers(items, [table]).map((i) => i.str)).toEqual(['1. Synthèse des contrôles', '\u20630\u2063', 'Figure 1 – Synthèse', '2. Observations']);
    const placed = placePictures(lines, [table], A4);
    expect(placed.text).not.toMatch(/\u2063/);
    expect(placed.pictures).toEqual([{ at: 1, clip: { x: 50, y: 242, w: 495, h: 200 } }]);
  });

  it('keeps the page as it is when the picture says nothing (a photograph)', async () => {
    const page: PageText = { page: 1, source: 'text', text: 'a\nb', confidence: null, pictures: [{ at: 1, clip: { x: 0, y: 0, w: 200, h: 100 } }] };
    expect(await withPictures(page, async () => ({ page: 1, source: 'ocr', text: 'ii ,. l', confidence: 0.2 }))).toEqual({ page: 1, source: 'text', text: 'a\nb', confidence: null });
    const table = 'N-1-0001   Tableau 001   Conforme\nN-1-0002   Tableau 002   Non conforme';
    expect(await withPictures(page, async () => ({ page: 1, source: 'ocr', text: table, confidence: 0.9 })))
      .toEqual({ page: 1, source: 'ocr', text: `a\n${table}\nb`, confidence: 0.9 });
  });
});

it("reads the results of a spreadsheet range pasted as a picture (round 24's Cap Ingelec report)", async () => {
  const pool = demoLikeElements().map((e, i) => ({ id: i + 1, ...e }));
  const spec = realSpecs('held_out_24', 1, pool).find((s) => s.layout === 'cap_ingelec_pasted_picture')!;
  const { pdf, truth } = await generateRealReport(spec);
  const pages: PageText[] = [];
  for await (const p of readTextLayer(pdf)) pages.push(await withPictures(p, (clip) => ocrPage(pdf, p.page, clip)));
  expect(pages.some((p) => p.source === 'ocr')).toBe(true);
  const result = await extract(pages, { regulations: [{ id: 3, name: 'Installations électriques' }], matcher: memoryMatcher(pool) });
  const ids = new Map(pool.map((e) => [e.id, e.identification_number]));
  const want = new Map(truth.elements.map((e) => [e.identification_number, e.verdict ?? 'unknown']));
  const read = result.elements.filter((e) => e.element != null && e.verdict !== 'unknown').map((e) => [ids.get(e.element!), e.verdict]);
  expect(read).toEqual(read.map(([id]) => [id, want.get(id!)]));
  expect(read.length).toBeGreaterThanOrEqual(0.8 * truth.elements.filter((e) => e.verdict).length);
}, 120_000);
