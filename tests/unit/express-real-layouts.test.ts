// @vitest-environment node
// The real-layout corpus (issue 26), one test per layout. Tuning half (twelve layouts, rounds 1
// and 2): every field read back (the rules were written against it). Round 2's held-out six,
// tuned on since round 3: verdicts, dates and bodies read back. Round 3's held-out seven (written
// before round 3's rules): only what must hold whatever the layout — no wrong verdict, and a
// verdict not read is 'unknown' with a low confidence, never null (the bench measures its
// accuracy: tests/bench/results/express-analysis.md).
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, extract, ocrPage, readTextLayer, type PageText } from '../../server/areas/express-reports/analysis';
import { demoLikeElements } from '../fixtures/express/generate';
import { memoryMatcher } from '../fixtures/express/memory-matcher';
import { generateRealReport, HALVES, realSpecs } from '../fixtures/express/real/corpus';
import { FIELDS, precision, recall, score } from '../fixtures/express/score';

const pool = demoLikeElements().map((e, i) => ({ id: i + 1, ...e }));
const ids = new Map(pool.map((e) => [e.identification_number, e.id]));
const regulations = ['Appareils de levage', 'Équipements sous pression', 'Installations électriques', 'Sécurité incendie'].map((name, i) => ({ id: i + 1, name }));
const ctx = { regulations, matcher: memoryMatcher(pool) };
const regulationId = (name: string) => regulations.find((r) => r.name === name)!.id;

async function read(pdf: Buffer) {
  const pages: PageText[] = [];
  for await (const p of readTextLayer(pdf)) pages.push(p.source === 'none' ? await ocrPage(pdf, p.page) : p);
  return extract(pages, ctx);
}

afterAll(() => closeOcr());

describe('tuning half: every field read back', () => {
  const specs = realSpecs('tuning', 2, pool);
  it.each(Object.keys(HALVES.tuning))('%s', async (layout) => {
    for (const spec of specs.filter((s) => s.layout === layout)) {
      const { pdf, truth } = await generateRealReport(spec);
      const s = score(await read(pdf), truth, ids, regulationId(truth.regulation));
      for (const f of FIELDS) expect([spec.seed, f, precision(s[f]), recall(s[f])]).toEqual([spec.seed, f, 1, 1]);
    }
  });
});

describe("round 2's held-out half, tuned on in round 3: verdicts, date and body read back", () => {
  const specs = realSpecs('held_out', 2, pool);
  it.each(Object.keys(HALVES.held_out))('%s', async (layout) => {
    for (const spec of specs.filter((s) => s.layout === layout)) {
      const { pdf, truth } = await generateRealReport(spec);
      const s = score(await read(pdf), truth, ids, regulationId(truth.regulation));
      for (const f of ['inspection_date', 'organisation', 'verdicts'] as const) expect([spec.seed, f, precision(s[f]), recall(s[f])]).toEqual([spec.seed, f, 1, 1]);
    }
  });
});

describe('round 3 held-out half: no wrong verdict, what is not read is unknown', () => {
  const specs = realSpecs('held_out_3', 2, pool);
  it.each(Object.keys(HALVES.held_out_3))('%s', async (layout) => {
    for (const spec of specs.filter((s) => s.layout === layout)) {
      const { pdf, truth } = await generateRealReport(spec);
      const result = await read(pdf);
      const s = score(result, truth, ids, regulationId(truth.regulation));
      expect(precision(s.verdicts)).toBe(1);
      // Not asserted: elements' precision. An extra line read as an element matches nothing and
      // shows as "element not found"; the bench reports it, the rules were not tuned on this half.
      const byId = new Map(truth.elements.map((e) => [ids.get(e.identification_number), e]));
      for (const e of result.elements) {
        if (e.verdict === 'unknown') expect(e.confidence).toBeLessThanOrEqual(0.3);
        // null is the report saying "not verified": never a verdict the report gave and was not read.
        if (e.verdict === null) expect(byId.get(e.element!)?.verdict).toBeNull();
      }
    }
  });
});

describe('unknown values', () => {
  const page = (text: string): PageText[] => [{ page: 1, source: 'text', text, confidence: null }];
  it('an element whose conclusion is not understood, or that is listed without one, is unknown with a low confidence', async () => {
    const r = await extract(page([
      'Rapport de vérification', 'Appareil n° 1 – Palan 002', 'Identification : N-1-0002', 'Conclusion : voir annexe 3',
      'Appareil n° 2 – Palan 011', 'Identification : N-1-0011', 'Conclusion : Satisfaisant',
      'Désenfumage – identification N-1-0008',
    ].join('\n')), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0002', 'unknown'], ['N-1-0011', 'compliant'], ['N-1-0008', 'unknown']]);
    expect(r.elements.filter((e) => e.verdict === 'unknown').every((e) => e.confidence <= 0.3)).toBe(true);
  });
  it('a date or a body not found is null with confidence 0 (validation asks for it)', async () => {
    const r = await extract(page('Vérification des installations\nN-1-0002   Palan 002   Conforme'), ctx);
    expect(r.inspection_date).toMatchObject({ value: null, confidence: 0 });
    expect(r.organisation.confidence).toBeLessThan(0.5);
  });
  it('legal texts\' dates and a date range: the inspection is dated by its first day', async () => {
    const r = await extract(page([
      'BUREAU VERITAS', "Vérification réalisée en application de l'arrêté du 26 décembre 2011",
      "Dates d'intervention : du 1er au 2 octobre 2026", 'N-1-0002   Palan 002   Conforme',
    ].join('\n')), ctx);
    expect(r.inspection_date.value).toBe('2026-10-01');
    expect(r.organisation.value).toBe('Bureau Veritas');
  });
});

describe('a scanned real layout (150–300 dpi, skewed, stamped)', () => {
  it('is read by OCR: its date and elements, and no wrong verdict (the bench measures the rest)', async () => {
    const [spec] = realSpecs('tuning', 1, pool, { scanned: true }).filter((s) => s.layout === 'vgp_paragraphs');
    const { pdf, truth } = await generateRealReport(spec);
    const s = score(await read(pdf), truth, ids, regulationId(truth.regulation));
    expect(s.inspection_date.tp).toBe(1);
    expect(recall(s.elements)).toBeGreaterThanOrEqual(0.85);
    expect(precision(s.verdicts)).toBe(1);
  }, 120_000);
});
