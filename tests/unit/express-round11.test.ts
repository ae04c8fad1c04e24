// Round 11b of issue 26: what round 11's blind half showed (measured once, then tuned on), read
// by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ocrText, type OcrLine } from '../../server/areas/express-reports/analysis/ocr-layout';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

describe('round 11b: no false fact from a cross or a scanned box', () => {
  const legend = 'Bon p. = bon pour service (maintien en service) ; À rep. = à reprendre, non conforme, voir remarque ; Non c. = non contrôlé';
  const rows = [
    '1    N-1-0048       Récipient sous pression 048        30     50      330 b       OK          X',
    '3    N-1-0066       Récipient sous pression 066        200    100     33 b        OK                     X',
  ];
  it('abbreviated options a legend explains ("Bon p.", "À rep.", "Non c.") are tick columns', async () => {
    expect(await verdicts(['N°   Repère         Réservoir                          PS     V (L)   Soupape Purge        Bon p.     À rep.     Non c.',
      ...rows, legend])).toEqual([['N-1-0048', 'compliant'], ['N-1-0066', 'non_compliant']]);
  });
  it('without them, a cross no column explains leaves the row unread: a check\'s "OK" is not its verdict', async () => {
    expect(await verdicts(['N°   Repère         Réservoir                          PS     V (L)   Soupape Purge        Bon p.     À rep.     Non c.',
      ...rows])).toEqual([['N-1-0048', 'unknown'], ['N-1-0066', 'unknown']]);
  });
  it('options one a line: the ticked one concludes (a block\'s "Conclusion" heading keeps it open); on a scan, boxes read as signs conclude nothing', async () => {
    const sheet = (boxes: [string, string, string]) => [
      'Repère / Tag No.             N-1-0102                       Équipement /              Récipient sous pression 102',
      'Constat / Finding n° 1 : Soupape de sûreté non plombée.', 'Conclusion',
      `${boxes[0]} Apte au maintien en service / Fit for continued service`,
      `${boxes[1]} Non apte au maintien en service en l'état / Not fit for service as is`,
      `${boxes[2]} Non inspecté / Not inspected`,
    ];
    expect(await verdicts(sheet(['☐', '☒', '☐']))).toEqual([['N-1-0102', 'non_compliant']]);
    expect(await verdicts(sheet(['©', '', 'CO']), 'ocr')).toEqual([['N-1-0102', 'unknown']]);
  });
});

describe('round 11b: bodies', () => {
  const body = async (lines: string[]) => (await extract(page(lines), ctx)).organisation.value;
  it('a printed e-mail\'s sender is the body; TÜV SÜD is not TÜV Rheinland', async () => {
    expect(await body(['De : Hörmann France – Service après-vente portes et blocs-portes', 'Envoyé : Lundi 3 août 2026 17:03',
      'À : Service maintenance Démo Industrie', 'Objet : CR visite maintenance portes coupe-feu'])).toBe('Hörmann France');
    expect(await body(['TÜV SÜD France', 'Industry Service – Équipements sous pression'])).toBe('TÜV SÜD');
    expect(await body(['TÜV Rheinland France', 'Rapport'])).toBe('TÜV Rheinland');
  });
  it('"Points à reprendre" lists remarks: a remark saying "non accessible" is no element "not verified"', async () => {
    const r = await extract(page(['   – Porte n° 2 (repère N-1-0026, Porte coupe-feu 026, local archives) : défaut, porte non conforme',
      'Points à reprendre', '1. Porte n° 2, local archives (N-1-0026) : Appareil non accessible, encombré par du stockage.']), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0026', 'non_compliant']]);
    expect(r.observations.map((o) => o.text)).toEqual(['Appareil non accessible, encombré par du stockage.']);
  });
  it('a report\'s reference after "Report" is no element', async () => {
    expect(await verdicts(['Industry Service – Équipements sous pression / Pressure equipment – Rapport / Report FR-PED-192043-885-6'])).toEqual([]);
  });
});

describe('round 11b: a scan\'s options one a line, read from the ink of their boxes', () => {
  // 12 px a letter, 20 px high; the box before "Non apte" (x 40–77, its line at y 230) holds a tick's ink.
  const line = (words: [string, number][], y: number): OcrLine => ({
    block: 1, words: words.map(([text, x0]) => ({ text, bbox: { x0, y0: y, x1: x0 + 12 * text.length, y1: y + 20 } })),
    bbox: { x0: words[0][1], y0: y, x1: Math.max(...words.map(([t, x]) => x + 12 * t.length)), y1: y + 20 },
  });
  const ink = (b: { x0: number; y0: number }) => (b.y0 === 230 && b.x0 >= 40 && b.x0 < 80 ? 0.3 : 0.05);
  it('the box with most ink is ticked, whatever OCR read there ("©", "CO", nothing)', () => {
    const rows = ocrText([
      line([['Conclusion', 20]], 170),
      line([['©', 52], ['Apte', 80], ['au', 140], ['maintien', 176]], 200),
      line([['Non', 80], ['apte', 128], ['en', 184], ["l'état", 214]], 230),
      line([['CO', 50], ['Non', 80], ['inspecté', 128]], 260),
    ], 1000, ink).split('\n');
    expect(rows.slice(1).map((r) => r.trim().slice(0, 1))).toEqual(['☐', '☒', '☐']);
  });
  it('no box stands out: nothing is ticked', () => {
    const rows = ocrText([
      line([['©', 52], ['Apte', 80], ['au', 140], ['maintien', 176]], 200),
      line([['CO', 50], ['Non', 80], ['inspecté', 128]], 260),
    ], 1000, () => 0.05).split('\n');
    expect(rows.join('\n')).not.toMatch(/[☐☒]/);
  });
});
