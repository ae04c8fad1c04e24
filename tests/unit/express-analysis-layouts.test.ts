// @vitest-environment node
// Generated reports of every layout and three regulations, read through the text layer: every
// field comes back (digital reports are the ≥ 95 % case; the bench measures the whole corpus).
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, countPages, extract, ocrPage, readTextLayer, type PageText } from '../../server/areas/express-reports/analysis';
import { demoLikeElements, generateReport, LAYOUT_ORGANISATIONS, LAYOUTS } from '../fixtures/express/generate';
import { memoryMatcher } from '../fixtures/express/memory-matcher';
import { emptyScores, FIELDS, recall, precision, score } from '../fixtures/express/score';
import type { ReportSpec } from '../fixtures/express/types';

const pool = demoLikeElements().map((e, i) => ({ id: i + 1, ...e }));
const ids = new Map(pool.map((e) => [e.identification_number, e.id]));
const regulations = ['Appareils de levage', 'Équipements sous pression', 'Installations électriques', 'Sécurité incendie'].map((name, i) => ({ id: i + 1, name }));
const ctx = { regulations, matcher: memoryMatcher(pool) };

function spec(layout: string, regulation: string, seed: number, extra: Partial<ReportSpec> = {}): ReportSpec {
  const elements = pool.filter((e) => e.regulation === regulation).slice(seed % 5, (seed % 5) + 6)
    .map((e, i) => ({ identification_number: e.identification_number, designation: e.designation, verdict: i % 3 === 1 ? 'non_compliant' as const : i === 5 ? null : 'compliant' as const }));
  const observations = elements.filter((e) => e.verdict === 'non_compliant')
    .map((e) => ({ identification_number: e.identification_number, text: 'Câble présentant des fils cassés, à remplacer avant toute nouvelle utilisation de l\'appareil par le personnel.' }));
  return { layout, regulation, seed, elements, observations, inspectionDate: '2026-03-0' + (1 + (seed % 9)), organisation: LAYOUT_ORGANISATIONS[layout], ...extra };
}

async function pagesOf(pdf: Buffer) {
  const pages: PageText[] = [];
  for await (const p of readTextLayer(pdf)) pages.push(p.source === 'none' ? await ocrPage(pdf, p.page) : p);
  return pages;
}

afterAll(() => closeOcr());

describe('digital reports', () => {
  const cases = Object.keys(LAYOUTS).flatMap((layout, i) =>
    ['Appareils de levage', 'Installations électriques', 'Sécurité incendie'].map((regulation, j) => [layout, regulation, i * 3 + j] as const));
  it.each(cases)('%s, %s', async (layout, regulation, seed) => {
    const { pdf, truth } = await generateReport(spec(layout, regulation, seed));
    const pages = await pagesOf(pdf);
    expect(pages.every((p) => p.source === 'text')).toBe(true);
    const result = await extract(pages, ctx);
    const s = score(result, truth, ids, regulations.find((r) => r.name === regulation)!.id);
    for (const f of FIELDS) expect([f, precision(s[f]), recall(s[f])]).toEqual([f, 1, 1]);
    expect(result.inspection_date.page).toBe(1);
    expect(result.elements[0].excerpt).toContain(truth.elements[0].identification_number);
  });

  it('reads a long report page by page and counts its pages', async () => {
    const { pdf, truth } = await generateReport(spec('table_numbered', 'Sécurité incendie', 3, { pages: 12 }));
    expect(await countPages(pdf)).toBe(12);
    const pages = await pagesOf(pdf);
    expect(pages.map((p) => p.page)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await extract(pages, ctx)).elements).toHaveLength(truth.elements.length);
  });
});

describe('a scanned report', () => {
  it('has no text layer, is read by OCR, and its values come back', async () => {
    const { pdf, truth } = await generateReport(spec('table_repere', 'Appareils de levage', 4, { scanned: true }));
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ source: 'ocr', page: 1 });
    expect(pages[0].confidence).toBeGreaterThan(0.6);
    const s = score(await extract(pages, ctx), truth, ids, 1, emptyScores());
    expect(s.inspection_date.tp + s.organisation.tp + s.regulation.tp).toBe(3);
    expect(recall(s.elements)).toBeGreaterThanOrEqual(0.8);
    expect(recall(s.verdicts)).toBeGreaterThanOrEqual(0.8);
  }, 120_000);
});
