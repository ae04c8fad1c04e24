// Round 11b of issue 26: what round 11's blind half showed (measured once, then tuned on), read
// by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
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
  it('a report\'s reference after "Report" is no element', async () => {
    expect(await verdicts(['Industry Service – Équipements sous pression / Pressure equipment – Rapport / Report FR-PED-192043-885-6'])).toEqual([]);
  });
});
