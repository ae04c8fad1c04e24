// @vitest-environment node
// Express analysis, round 2 of issue 26: the rules added on the tuning half, each on its own —
// the verdict words of the texts, options without a tick, a comment column, an unlisted body's
// name, a table's date column, and what the OCR path puts back from the image's ink (ticks
// under C / NC / SO, ticked boxes) and keeps apart (two text columns).
import { describe, expect, it } from 'vitest';
import { extract, type PageText } from '../../server/areas/express-reports/analysis';
import { properCase } from '../../server/areas/express-reports/analysis/header';
import { ocrText, type Box, type OcrLine } from '../../server/areas/express-reports/analysis/ocr-layout';
import { verdictOf } from '../../server/areas/express-reports/analysis/verdicts';
import { demoLikeElements } from '../fixtures/express/generate';
import { memoryMatcher } from '../fixtures/express/memory-matcher';

const pool = demoLikeElements().map((e, i) => ({ id: i + 1, ...e }));
const regulations = ['Appareils de levage', 'Équipements sous pression', 'Installations électriques', 'Sécurité incendie'].map((name, i) => ({ id: i + 1, name }));
const ctx = { regulations, matcher: memoryMatcher(pool) };
const page = (text: string): PageText[] => [{ page: 1, source: 'text', text, confidence: null }];

describe('verdict words of the texts and of the bodies', () => {
  it.each([
    ["L'équipement peut être maintenu en service", 'compliant'],
    ["L'équipement ne peut pas être maintenu en service en l'état", 'non_compliant'],
    ['Ne peut être maintenu en service', 'non_compliant'],
    ["Apte à l'utilisation", 'compliant'],
    ['Inapte', 'non_compliant'],
    ['À revoir', 'non_compliant'],
    ['Favorable avec réserves', 'non_compliant'],
    ['Satisfaisant', 'compliant'],
    ['Non satisfaisant', 'non_compliant'],
    ['Bon état', 'compliant'],
    ['Inspection reportée : équipement non accessible', null],
  ])('%s → %s', (words, verdict) => {
    expect(verdictOf(words)?.verdict).toBe(verdict);
  });
  it('options side by side with no tick read say nothing (never the last one)', () => {
    expect(verdictOf('Résultat : O Conforme   Non conforme   CO Sans objet')).toBeNull();
    expect(verdictOf('Résultat : ☐ Conforme ☒ Non conforme ☐ Sans objet')?.verdict).toBe('non_compliant');
  });
});

describe('reading a report', () => {
  it('a comment column is the row\'s remark, never its verdict; the tick wins', async () => {
    const r = await extract(page([
      'Qualiconsult', "Date de l'inspection : 09/04/2026",
      'N°    Repère        Désignation            C     NC    SO    Commentaire',
      '1     N-1-0008      Porte coupe-feu 008    X                 ',
      '2     N-1-0017      Porte coupe-feu 017          X           Appareil non accessible, encombré par du stockage.',
    ].join('\n')), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0008', 'compliant'], ['N-1-0017', 'non_compliant']]);
    expect(r.observations.map((o) => [o.element, o.text])).toEqual([[17, 'Appareil non accessible, encombré par du stockage.']]);
  });
  it('a body outside the list keeps its name, cased as a name; or its "Organisme :" line', async () => {
    expect((await extract(page('VERITECH\n6 rue des Vérificateurs\nVérification réalisée le 10/06/2026'), ctx)).organisation.value).toBe('Veritech');
    expect((await extract(page('Rapport de vérification\nOrganisme : CONTRÔLES DE L\'OUEST\nle 10/06/2026'), ctx)).organisation.value).toBe("Contrôles de l'Ouest");
    expect(properCase('ASAP')).toBe('ASAP');
    expect(properCase('SGS FRANCE')).toBe('SGS France');
    expect(properCase('Kiwa France')).toBe('Kiwa France');
  });
  it('a date in an element\'s row (a last inspection column) is not the report\'s date', async () => {
    const r = await extract(page('SOCOTEC\nN°   Équipement   N° de fabrication   Dernière IP   Conclusion\n1   Récipient sous pression 003   N-1-0003   16/11/2024   Favorable'), ctx);
    expect(r.inspection_date.value).toBeNull();
    expect(r.elements[0].verdict).toBe('compliant');
  });
});

describe('the OCR path: ink read back, columns kept apart', () => {
  const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });
  const line = (block: number, y: number, words: [string, number, number][]): OcrLine => ({
    block, bbox: box(Math.min(...words.map((w) => w[1])), y, Math.max(...words.map((w) => w[2])), y + 30),
    words: words.map(([text, x0, x1]) => ({ text, bbox: box(x0, y, x1, y + 30) })),
  });
  /** Ink only where the image has it: `dark` rectangles. */
  const inkOf = (dark: Box[]) => (b: Box) => {
    const area = Math.max(1, (b.x1 - b.x0) * (b.y1 - b.y0));
    const inside = dark.reduce((s, d) => s + Math.max(0, Math.min(b.x1, d.x1) - Math.max(b.x0, d.x0)) * Math.max(0, Math.min(b.y1, d.y1) - Math.max(b.y0, d.y0)), 0);
    return inside / area;
  };

  it('a tick under C / NC / SO that OCR dropped (and the header letters it dropped) is read from the ink', async () => {
    const lines = [
      line(0, 100, [['N°', 100, 130], ['Repère', 200, 300], ['Désignation', 400, 560]]),
      line(0, 150, [['1', 100, 115], ['N-1-0008', 200, 330], ['Porte', 400, 470], ['coupe-feu', 480, 600], ['008', 610, 650]]),
      line(0, 200, [['2', 100, 115], ['N-1-0017', 200, 330], ['Porte', 400, 470], ['coupe-feu', 480, 600], ['017', 610, 650]]),
    ];
    // Header letters "C" "NC" "SO" at 700, 800, 900; the ticks: row 1 under C, row 2 under NC.
    const ink = inkOf([box(700, 105, 716, 125), box(795, 105, 825, 125), box(895, 105, 925, 125), box(702, 155, 716, 175), box(802, 205, 816, 225)]);
    const text = ocrText(lines, 1200, ink);
    const r = await extract(page(text), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0008', 'compliant'], ['N-1-0017', 'non_compliant']]);
  });
  it('the box with most ink is the ticked one', () => {
    const lines = [line(0, 100, [['Résultat', 100, 220], [':', 225, 232], ['Conforme', 300, 420], ['Non', 520, 570], ['conforme', 575, 700], ['Sans', 800, 860], ['objet', 865, 940]])];
    // Three box outlines (little ink), the second crossed (more).
    const outline = (x: number) => [box(x, 102, x + 24, 104), box(x, 126, x + 24, 128), box(x, 102, x + 2, 128), box(x + 22, 102, x + 24, 128)];
    const ink = inkOf([...outline(255), ...outline(475), ...outline(755), box(478, 105, 497, 125)]);
    expect(verdictOf(ocrText(lines, 1200, ink))?.verdict).toBe('non_compliant');
  });
  it('two text columns whose lines align are read one after the other, not merged', () => {
    const left = [line(0, 100, [['Repère', 100, 180], [':', 185, 190], ['N-1-0008', 200, 420]]), line(0, 140, [['Avis', 100, 160], [':', 165, 170], ['Conforme', 180, 400]])];
    const right = [line(1, 100, [['Repère', 700, 780], [':', 785, 790], ['N-1-0017', 800, 1020]]), line(1, 140, [['Avis', 700, 760], [':', 765, 770], ['Non', 780, 830], ['conforme', 835, 1000]])];
    const text = ocrText([...left, ...right], 1200, null).split('\n').map((l) => l.trim());
    expect(text).toEqual(['Repère : N-1-0008', 'Avis : Conforme', 'Repère : N-1-0017', 'Avis : Non conforme']);
  });
});
