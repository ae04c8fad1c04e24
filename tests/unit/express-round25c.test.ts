// Round 25c (issue 26), tuned on the scans of rounds 1–25. A scanned table as tesseract gives it:
// its header's labels set close together ("Purge Bonp.", 0.7 line height apart, a label's words
// 0.4) were one cell, so were a row's ("ok Aréparer"), and the ticks and words under them were read
// under no column; a table cut into two blocks, model numbers ("8FD25") in its right one, was taken
// for two text columns and its rows were read apart from their ticks. Word boxes are the ones
// tesseract gave on the corpus's scans (bauer_paper, toyota_paper_slip, demag_annex_list). Then
// what a scan's page holds besides results: a fax cover's date, "Obs.1", a drawing's index "c",
// "Compte rendu" with a misread year. Each fails on the rules before (the guards excepted).
import { describe, expect, it } from 'vitest';
import { ocrText, type OcrLine } from '../../server/areas/express-reports/analysis/ocr-layout';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

type W = [string, number, number];
/** A line of words [text, x0, x1] from y0 to y0 + h, in tesseract's block `block`. */
const line = (block: number, y0: number, h: number, words: W[]): OcrLine => ({
  block,
  words: words.map(([text, x0, x1]) => ({ text, bbox: { x0, x1, y0, y1: y0 + h } })),
  bbox: { x0: words[0][1], x1: words[words.length - 1][2], y0, y1: y0 + h },
});

describe('a scanned table as tesseract cuts it', () => {
  it("a header's labels set close together are each at their column, and the ticks under them read", async () => {
    const header: W[] = [['N°', 138, 164], ['Repère', 188, 275], ['Réservoir', 361, 479], ['Ps', 750, 779], ['V(L)', 826, 883], ['Soupape', 916, 1023], ['Purge', 1044, 1116], ['Bonp.', 1144, 1221], ['Àrep.', 1268, 1341], ['Nonc.', 1392, 1467]];
    const row = (n: string, id: string, tick: number): W[] => [[n, 140, 152], [id, 190, 300], ['Récipient', 361, 480], ['sous', 490, 545], ['pression', 555, 660], [id.slice(-3), 670, 710], ['30', 750, 775], ['50', 826, 850], ['33b', 916, 960], ['OK', 1044, 1080], ['x', tick, tick + 16]];
    const text = ocrText([
      line(1, 300, 32, header),
      line(1, 345, 26, row('1', 'N-1-0003', 1172)), line(1, 385, 26, row('2', 'N-1-0012', 1296)), line(1, 425, 26, row('3', 'N-1-0021', 1170)),
      line(2, 470, 26, [['Bon', 138, 180], ['p.', 190, 215], ['=', 225, 235], ['bon', 245, 290], ['pour', 300, 355], ['service', 365, 450], [';', 455, 460], ['À', 470, 485], ['rep.', 495, 545], ['=', 555, 565], ['à', 575, 590], ['reprendre', 600, 720], [';', 725, 730], ['Non', 740, 790], ['c.', 800, 820], ['=', 830, 840], ['non', 850, 895], ['contrôlé', 905, 1010]]),
    ], 1700, null);
    expect(text.split('\n')[0]).toMatch(/Purge\s{2,}Bonp\.\s{2,}Àrep\.\s{2,}Nonc\.$/);
    expect(await verdicts(text.split('\n'), 'ocr')).toEqual([['N-1-0003', 'compliant'], ['N-1-0012', 'non_compliant'], ['N-1-0021', 'compliant']]);
  });

  it("a row's cells set close together are each under their label (0.8 line height apart, twice the page's word space)", async () => {
    const header: W[] = [['Lig.', 141, 181], ['Site', 190, 235], ['Repère', 280, 361], ['Appareil', 429, 526], ['Type', 674, 732], ['CMU', 801, 852], ['Usure', 880, 947], ['Cr.', 968, 997], ['C/ch.', 1029, 1085], ['Fr.', 1096, 1122], ['FdC', 1158, 1200], ['Mg.', 1219, 1260], ['Résultat', 1280, 1377], ['Déf.', 1441, 1486]];
    const row = (n: string, id: string, checks: string[], result: string, y0: number): OcrLine => line(2, y0, 32, [[n, 146, 156], ['Lyon', 191, 236], [id, 280, 373], [id.endsWith('2') ? 'Palan' : 'Pont', 430, 483], [id.slice(-3), 493, 529], ['DC-Pro5', 680, 768], ['2t', 802, 828], ['3,5', 880, 910], ['%', 919, 937],
      ...checks.map((c, k): W => [c, [968, 1029, 1096, 1157, 1219][k], [968, 1029, 1096, 1157, 1219][k] + (c === 'ok' ? 24 : 36)]), [result, 1279, 1279 + 12 * result.length]]);
    const lines = [line(1, 300, 30, header), row('1', 'N-1-0002', ['ok', 'ok', 'ok', 'déf.', 'ok'], 'Aréparer', 345), row('2', 'N-1-0011', ['ok', 'ok', 'ok', 'ok', 'ok'], 'Apte', 390),
      // Prose below, its words 11–13 px apart: the page's word space.
      ...[0, 1, 2].map((k) => line(3, 450 + 35 * k, 26, 'Les appareils à réparer ne doivent pas être utilisés avant réparation et contre-visite'.split(' ').map((t, i): W => [t, 141 + 120 * i, 141 + 120 * i + 108])))];
    const text = ocrText(lines, 1700, null);
    expect(text.split('\n')[1]).toMatch(/\bok\s{2,}Aréparer\b/);
    expect(text.split('\n')[3]).toBe('Les appareils à réparer ne doivent pas être utilisés avant réparation et contre-visite');
    expect(await verdicts(text.split('\n'), 'ocr')).toEqual([['N-1-0002', 'non_compliant'], ['N-1-0011', 'compliant']]);
  });

  it('a table cut into two blocks, its header in the left one, is read row by row', async () => {
    const left = [
      line(1, 400, 29, [['L.', 140, 165], ['N°', 190, 215], ['parc', 225, 280], ['Désignation', 360, 520]]),
      ...[['1', 'N-1-0001'], ['2', 'N-1-0010'], ['3', 'N-1-0019']].map(([n, id], i) => line(1, 445 + 40 * i, 26, [[n, 140, 152], [id, 190, 300], ['Chariot', 360, 450], ['élévateur', 460, 570], [id.slice(-3), 580, 615]])),
    ];
    // Tesseract gave the right part's header its own block, above the rows' block.
    const right = [
      line(3, 400, 29, [['Modèle', 625, 709], ['N°', 775, 800], ['série', 810, 866], ['Heures', 926, 1007], ['Apte', 1035, 1090], ['Inapte', 1150, 1230], ['Non', 1290, 1335], ['Obs.', 1400, 1450]]),
      ...[['8FD25', 1060, 'RAS'], ['BT SPE125', 1060, 'RAS'], ['8FBE15', 1180, 'voir 1']].map(([model, x, obs], i) => line(2, 445 + 40 * i, 26, [
        ...(model as string).split(' ').map((m, k): W => [m, 625 + 50 * k, 665 + 50 * k + 10 * m.length]), ['2348347', 775, 870], ['5214', 926, 985], ['x', x as number, (x as number) + 16], ...(obs as string).split(' ').map((o, k): W => [o, 1400 + 60 * k, 1445 + 60 * k])])),
    ];
    const text = ocrText([...left, ...right, line(4, 600, 26, [['Cocher', 140, 220], ['une', 230, 270], ['case', 280, 330], ['par', 340, 380], ['chariot.', 390, 480], ['Inapte', 490, 570], [':', 575, 580], ['chariot', 590, 680], ['à', 690, 700], ['ne', 710, 735], ['pas', 745, 785], ['utiliser.', 795, 890]])], 1700, null);
    const rows = text.split('\n');
    expect(rows.find((r) => r.includes('N-1-0001'))).toMatch(/N-1-0001\s+Chariot élévateur 001\s+8FD25\s+2348347\s+5214\s+x\s+RAS$/);
    expect(await verdicts(rows, 'ocr')).toEqual([['N-1-0001', 'compliant'], ['N-1-0010', 'compliant'], ['N-1-0019', 'non_compliant']]);
  });
});

describe('boxes OCR glued to their options', () => {
  it('"&Yes   DNO": the box\'s glyph is cut from its option, and the box with most ink is the ticked one', async () => {
    // Intertek's scan: "☒ Yes ☐ NO" read "&Yes" and "DNO"; the ink of the "&" (825–842) is a ticked box's, the "D"'s an outline's.
    const ink = (b: { x0: number; x1: number }) => (b.x1 > 825 && b.x0 < 842 ? 0.2 : b.x1 > 933 && b.x0 < 953 ? 0.1 : 0);
    const words = (list: [string, number, number][], y0: number): OcrLine => line(1, y0, 21, list);
    const lines = (yes: string, no: string) => [
      words([['Plant/', 144, 210], ['ID', 220, 245], ['No.', 255, 300], ['N-1-0002', 480, 590], ['Client', 900, 960], ['description', 970, 1100], ['Palan', 1200, 1260], ['002', 1270, 1310]], 400),
      words([['Is', 144, 162], ['the', 171, 209], ['equipment', 218, 345], ['safe', 354, 402], ['to', 411, 435], ['operate?', 443, 547], [yes, 825, 893], [no, 933, 993]], 487),
    ];
    const text = ocrText(lines('&Yes', 'DNO'), 1700, ink);
    expect(text).toMatch(/operate\?\s+☒ ?Yes\s+☐ ?NO$/);
    expect(await verdicts(text.split('\n'), 'ocr')).toEqual([['N-1-0002', 'compliant']]);
    // A word that is an option whole ("OUI") keeps its first letter.
    expect(ocrText([words([['Conforme', 144, 250], ['OUI', 825, 870], ['NON', 933, 993]], 487)], 1700, ink)).not.toMatch(/UI\b(?<!OUI)/);
  });
});

describe("a fax's date is not the visit's", () => {
  const fax = (visit: string) => page([
    '02/08/2026 17:47    FAX +33 4 72 33 37 68    COREEX LYON                   P.001/061',
    '     TÉLÉCOPIE                                                       COREEX – vérifications réglementaires',
    '     Date :   02/08/2026                                    Pages : 1 (y compris celle-ci)',
    '    RELEVÉ DE FIN DE VISITE – VÉRIFICATION GÉNÉRALE PÉRIODIQUE DES APPAREILS DE LEVAGE',
    `Site :      Usine de Lyon                                   ${visit}`,
    'N°   Repère      Appareil            Résultat',
    '1    N-1-0002    Palan 002           En service',
  ], 'ocr');
  it('"Date de la visite :" left unread makes the date unknown, not the cover\'s', async () => {
    expect((await extract(fax('Date de la visite:'), ctx)).inspection_date.value).toBeNull();
    expect((await extract(fax('Date de lavisite:     Visa client :'), ctx)).inspection_date.value).toBeNull();
  });
  it('read, it is the date; with no such label the cover\'s date stands', async () => {
    expect((await extract(fax('Date de la visite : 01/08/2026'), ctx)).inspection_date.value).toBe('2026-08-01');
    expect((await extract(fax(''), ctx)).inspection_date.value).toBe('2026-08-02');
  });
});

describe('what a scan\'s table holds besides results', () => {
  it('an observation\'s number OCR glued ("Obs.1") is no element', async () => {
    // Lumen's scan: "Obs.1" was read as an examined installation cited in no observation, so sound.
    const rows = await verdicts([
      'N°   Repère       Désignation        Localisation          Schéma   In/Sn     Situation',
      '1    N-1-0007     Transformateur 007   Poste HTA/BT n° 1   IT       1000 kVA   Examinée',
      '2    N-1-0016     Transformateur 016   Poste HTA/BT n° 2   TN-S     400 kVA    Examinée',
      'B. Liste récapitulative des observations',
      'Obs.1    Dispositif différentiel 30 mA ne déclenchant pas au test.     Réf. : Code du travail R. 4215-8 / NF C   Priorité 1',
      '         Installations concernées : N-1-0007 (Transformateur 007 – Poste HTA/BT n° 1)',
      'C. Conclusion',
      "Les installations examinées qui ne sont citées dans aucune observation n'appellent pas d'observation.",
    ], 'ocr');
    expect(rows).toEqual([['N-1-0007', 'non_compliant'], ['N-1-0016', 'compliant']]);
  });
  it('a lone letter read in lower case under a column no key explains ("c" under "Indice") says nothing', async () => {
    expect(await verdicts([
      'Folio     Repère          Désignation                              Indice     Date de l\'indice',
      '1/4       N-1-0003        Récipient sous pression 003              c   .      27/11/2025',
    ], 'ocr')).toEqual([['N-1-0003', 'unknown']]);
  });
  it('"Compte rendu" dates the report, not the visit (OCR misread its year, 2028)', async () => {
    const r = await extract(page([
      'OMEXOM',
      'PLANNING DES COUPURES ET RÉSULTATS – MAINTENANCE PRÉVENTIVE ANNUELLE',
      'Site                      Démo Industrie – Usine de Lyon',
      'Chargé de travaux         L. Garnier (Omexom Lyon)         Compte rendu         1 20/09/2028 … =',
      'N°  Installation – local                  Résultat',
      '1   Transformateur 007 (N-1-0007)         RAS',
    ], 'ocr'), ctx);
    expect(r.inspection_date.value).not.toBe('2028-09-20');
  });
});
