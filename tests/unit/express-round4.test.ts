// @vitest-environment node
// Express analysis, round 4 of issue 26: one test per generalisation — verdicts said in
// sentences with their negations, a sentence cut by the page's width, header labels printed
// against each other, letter codes read only where a header names them, a date's label read with
// its brackets, OCR'd verdict words mended or refused, a scan's remaining skew taken out of its
// rows — each failing on the round-3 rules; then round 3's layouts (now tuned on) read exactly,
// and round 4's held-out layouts (never tuned on) with no wrong verdict and no null read for a
// verdict (the bench measures their accuracy: tests/bench/results/express-analysis.md).
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { inspectionDateOf } from '../../server/areas/express-reports/analysis/dates';
import { ocrText, type OcrLine } from '../../server/areas/express-reports/analysis/ocr-layout';
import { ctx, ids, page, pool, read, regulationId, verdicts } from '../fixtures/express/extraction';
import { generateRealReport, HALVES, realSpecs } from '../fixtures/express/real/corpus';
import { precision, recall, score } from '../fixtures/express/score';


describe('verdicts said in sentences, negations read', () => {
  it('closes an element\'s block: "jugé apte", "ne sont pas satisfaisants", "ne peut être maintenu en service"', async () => {
    expect(await verdicts([
      'Appareil n° 1 – Palan 002', 'Identification : N-1-0002', "Aucune anomalie n'a été relevée ; l'appareil est jugé apte.",
      'Appareil n° 2 – Palan 011', 'Identification : N-1-0011', 'Les essais de fonctionnement ne sont pas satisfaisants.',
      'Appareil n° 3 – Palan 020', 'Identification : N-1-0020', "L'appareil ne peut être maintenu en service en l'état.",
      'Appareil n° 4 – Palan 029', 'Identification : N-1-0029', "L'appareil n'a pas pu être vérifié (absence de charge d'essai).",
    ])).toEqual([['N-1-0002', 'compliant'], ['N-1-0011', 'non_compliant'], ['N-1-0020', 'non_compliant'], ['N-1-0029', null]]);
  });
  it('one sentence per element, the identifier anywhere in it; "RAS" after a colon', async () => {
    expect(await verdicts([
      'Le palan 002 (repère N-1-0002) ne présente aucune anomalie.',
      'Les essais du palan 011 (repère N-1-0011) ne sont pas satisfaisants.',
      "Pour le palan 020 (repère N-1-0020), aucun défaut n'a été constaté.",
      'Pour le palan 029 (repère N-1-0029), des défauts ont été constatés (voir observation 1).',
      'Palan 038 (repère N-1-0038) : RAS',
      'Porte N-1-0008 (porte coupe-feu 008), bâtiment A : fonctionnement correct.',
    ])).toEqual([['N-1-0002', 'compliant'], ['N-1-0011', 'non_compliant'], ['N-1-0020', 'compliant'], ['N-1-0029', 'non_compliant'], ['N-1-0038', 'compliant'], ['N-1-0008', 'compliant']]);
  });
  it('a sentence the page\'s width cut is read whole', async () => {
    expect(await verdicts([
      "Le palan 002 (repère N-1-0002) a été examiné puis essayé en charge ; à l'issue de ces essais il",
      "n'est pas jugé apte à poursuivre son service.",
    ])).toEqual([['N-1-0002', 'non_compliant']]);
  });
  it('clauses that disagree say nothing sure', async () => {
    expect(await verdicts(['Le palan 002 (repère N-1-0002) est conforme ; des défauts ont été constatés.'])).toEqual([['N-1-0002', 'unknown']]);
  });
});

describe('a table header', () => {
  it('two labels set against each other are two columns ("Anomalie constatée N° obs.")', async () => {
    const row = (a: string, b: string, c: string, d: string, e: string) => `${a.padEnd(12)}${b.padEnd(24)}${c.padEnd(13)}${d.padEnd(19)}${e}`;
    expect(await verdicts([
      `${'Repère'.padEnd(12)}${'Désignation'.padEnd(24)}${'Local'.padEnd(13)}Anomalie constatée N° obs.`,
      row('N-1-0005', 'Tableau électrique 005', 'TGBT', 'Non', ''),
      row('N-1-0014', 'Tableau électrique 014', 'Atelier', 'Oui', '1'),
    ])).toEqual([['N-1-0005', 'compliant'], ['N-1-0014', 'non_compliant']]);
  });
  it('letter codes count under a header naming them, never at the end of any OCR line ("RAS" read "RASC NC")', async () => {
    expect(await verdicts(['Chariot élévateur 001 (n° de série N-1-0001) : RASC NC'], 'ocr')).toEqual([['N-1-0001', 'unknown']]);
    expect(await verdicts(['Local      Désignation              Repère      C/NC/SO', 'Local 1    Tableau électrique 005   N-1-0005    NC', 'Local 2    Tableau électrique 014   N-1-0014    C'], 'ocr'))
      .toEqual([['N-1-0005', 'non_compliant'], ['N-1-0014', 'compliant']]);
  });
});

describe("a date's label", () => {
  it('a bracket qualifies the label before it; "Date(s)" is a date label', () => {
    expect(inspectionDateOf('Date de la requalification (dernière opération) : 12/03/2026')).toMatchObject({ iso: '2026-03-12', confidence: 0.95 });
    expect(inspectionDateOf("Date(s) d'intervention : 12/03/2026      N° de rapport : 421-77")).toMatchObject({ iso: '2026-03-12', confidence: 0.95 });
    expect(inspectionDateOf('Date de la dernière vérification : 12/03/2025')).toBeNull();
  });
});

describe("OCR'd verdict words", () => {
  const lines = ['Repère      Désignation         Résultat', 'N-1-0002    Palan 002           Confonne', 'N-1-0011    Palan 011           Nou conforme', 'N-1-0020    Palan 020           Satisfaisarit'];
  it('a misread word is mended when one word only is so near; a doubtful sign is refused', async () => {
    expect(await verdicts(lines, 'ocr')).toEqual([['N-1-0002', 'compliant'], ['N-1-0011', 'unknown'], ['N-1-0020', 'compliant']]);
  });
  it('a text layer is never mended (what it says is what was typed)', async () => {
    expect((await verdicts(lines)).map(([, v]) => v)).toEqual(['unknown', 'compliant', 'unknown']);
  });
});

describe("a scan's remaining skew", () => {
  it('the pieces of a row tesseract cut apart, at heights drifting with x, are one row again', () => {
    const s = 0.04;
    const word = (text: string, x0: number, x1: number, y: number) => ({ text, bbox: { x0, x1, y0: y + s * (x0 + x1) / 2 - 15, y1: y + s * (x0 + x1) / 2 + 15 } });
    const line = (words: ReturnType<typeof word>[], block: number): OcrLine => ({ words, block, bbox: { x0: words[0].bbox.x0, x1: words[words.length - 1].bbox.x1, y0: Math.min(...words.map((w) => w.bbox.y0)), y1: Math.max(...words.map((w) => w.bbox.y1)) } });
    const lines: OcrLine[] = [];
    for (let k = 1; k <= 5; k++) {
      const y = 100 + 70 * k;
      lines.push(line([word(`N-1-000${k}`, 100, 200, y), word('Palan', 300, 400, y), word(`00${k}`, 500, 600, y)], 0));
      lines.push(line([word('Conforme', 800, 900, y)], 1));
    }
    const rows = ocrText(lines, 1000, null).split('\n');
    expect(rows).toHaveLength(5);
    for (const [k, row] of rows.entries()) expect(row).toMatch(new RegExp(`^N-1-000${k + 1}\\s.*Conforme$`));
  });
});

describe('bugs the round-4 held-out measurement found (fixed after it: the bench reports both runs)', () => {
  it('a sentence naming a defect is no remarks heading: the elements after it are still read', async () => {
    expect(await verdicts([
      '1) Récipient sous pression 003 – n° de fabrication N-1-0003', 'Constat : Soupape de sûreté non plombée.',
      "Le défaut relevé ne permet pas de maintenir l'équipement en service.",
      '2) Récipient sous pression 012 – n° de fabrication N-1-0012', 'Conclusion : conforme',
      // Round 5 reads "ne permet pas de maintenir … en service" (sentences.ts); round 4 left it unknown.
    ])).toEqual([['N-1-0003', 'non_compliant'], ['N-1-0012', 'compliant']]);
  });
  it("a word between the event and its participle; a letter's date is no inspection date", () => {
    expect(inspectionDateOf('Inspection périodique effectuée sur site le mercredi 4 novembre 2026')).toMatchObject({ iso: '2026-11-04', confidence: 0.95 });
    expect(inspectionDateOf('Lyon, le 12 novembre 2026')).toBeNull();
    expect(inspectionDateOf('Fait à Lyon, le 12/11/2026')).toBeNull();
  });
  it("a table row whose verdict is not read keeps its comment column's remark", async () => {
    const r = await extract(page([
      'N°    Emplacement      Repère        Suite            Observations',
      '1     Hall 2           N-1-0007      Autre chose      Pression hors de la zone verte du manomètre.',
    ]), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0007', 'unknown']]);
    expect(r.observations.map((o) => [o.element, o.text])).toEqual([[7, 'Pression hors de la zone verte du manomètre.']]);
  });
});


describe("round 3's layouts (tuned on since round 4): verdicts, date and body read back", () => {
  const specs = realSpecs('held_out_3', 2, pool);
  it.each(Object.keys(HALVES.held_out_3))('%s', async (layout) => {
    for (const spec of specs.filter((s) => s.layout === layout)) {
      const { pdf, truth } = await generateRealReport(spec);
      const s = score(await read(pdf), truth, ids, regulationId(truth.regulation));
      for (const f of ['inspection_date', 'organisation', 'verdicts'] as const) expect([spec.seed, f, precision(s[f]), recall(s[f])]).toEqual([spec.seed, f, 1, 1]);
    }
  });
});

describe("round 4's held-out layouts (never tuned on): no wrong verdict, what is not read is unknown, never null", () => {
  const specs = realSpecs('held_out_4', 2, pool);
  it.each(Object.keys(HALVES.held_out_4))('%s', async (layout) => {
    for (const spec of specs.filter((s) => s.layout === layout)) {
      const { pdf, truth } = await generateRealReport(spec);
      const result = await read(pdf);
      const s = score(result, truth, ids, regulationId(truth.regulation));
      expect([spec.seed, precision(s.verdicts)]).toEqual([spec.seed, 1]);
      const byId = new Map(truth.elements.map((e) => [ids.get(e.identification_number), e]));
      for (const e of result.elements) {
        if (e.verdict === 'unknown') expect(e.confidence).toBeLessThanOrEqual(0.3);
        if (e.verdict === null) expect([spec.seed, e.identification_number, byId.get(e.element!)?.verdict]).toEqual([spec.seed, e.identification_number, null]);
      }
    }
  });
});
