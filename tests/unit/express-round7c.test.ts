// Round 7c of issue 26 (before round 8's blind half was measured): what the older blind halves
// still missed, read by general rules: a header printed over two lines (its options ticked
// under "Sans / observation", "Avec / observation(s)", "Non / vérifié"), a column over two
// yes / no sub-columns ("Utilisable" over "OUI  NON"), and a matrix (the elements in columns,
// a "CONCLUSION" row under them).
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { rebuildLines } from '../../server/areas/express-reports/analysis/text-layer';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

/** A text layer's page from cells at x positions, one row of cells a line (top to bottom). */
const layer = (rows: [number, string][][]) => rebuildLines(rows.flatMap((cells, k) => cells.map(([x, str]) => ({ str, x, y: 700 - 12 * k, w: 4.2 * str.length, h: 9 }))));
const read = async (rows: [number, string][][]) => (await extract(page(layer(rows)), ctx)).elements.map((e) => [e.identification_number, e.verdict]);

describe('round 7c: a header over two lines', () => {
  it('reads the ticked option of "Sans / observation", "Avec / observation(s)", "Non / vérifié" columns (a tick centred in its column)', async () => {
    const head: [number, string][][] = [
      [[50, 'N°'], [70, 'Repère'], [140, 'Tableau'], [260, 'Local'], [340, 'Sans'], [410, 'Avec'], [490, 'Non'], [540, 'Renvoi']],
      [[340, 'observation'], [410, 'observation(s)'], [490, 'vérifié']],
    ];
    expect(await read([...head,
      [[50, '1'], [70, 'N-1-0050'], [140, 'Tableau électrique 050'], [260, 'Atelier B'], [435, 'X'], [540, 'O-1']],
      [[50, '2'], [70, 'N-1-0059'], [140, 'Tableau électrique 059'], [260, 'TGBT'], [362, 'X']],
      [[50, '3'], [70, 'N-1-0068'], [140, 'Tableau électrique 068'], [260, 'Quai'], [505, 'X']],
    ])).toEqual([['N-1-0050', 'non_compliant'], ['N-1-0059', 'compliant'], ['N-1-0068', null]]);
    // Without its second line the header says no option: the ticks are not read, never guessed.
    expect(await read([head[0],
      [[50, '1'], [70, 'N-1-0050'], [140, 'Tableau électrique 050'], [260, 'Atelier B'], [435, 'X'], [540, 'O-1']],
    ])).toEqual([['N-1-0050', 'unknown']]);
  });
  it('splits a column over "OUI  NON" into two options by its label\'s sense', async () => {
    const rows = (label: string): [number, string][][] => [
      [[50, 'N°'], [70, 'Repère'], [140, 'Appareil'], [260, 'État'], [330, label], [420, 'Obs.']],
      [[330, 'OUI'], [370, 'NON'], [420, 'n°']],
      [[50, '1'], [70, 'N-1-0054'], [140, 'Pont roulant 054'], [260, 'B'], [372, 'X'], [420, '1']],
      [[50, '2'], [70, 'N-1-0056'], [140, 'Palan 056'], [260, 'B'], [332, 'X']],
    ];
    expect(await read(rows('Utilisable'))).toEqual([['N-1-0054', 'non_compliant'], ['N-1-0056', 'compliant']]);
    expect(await read(rows('Anomalie'))).toEqual([['N-1-0054', 'compliant'], ['N-1-0056', 'non_compliant']]);
    // OCR's "oul" for "OUI".
    const { optionVerdict } = await import('../../server/areas/express-reports/analysis/verdict-column');
    expect([optionVerdict('Utilisable oul'), optionVerdict('Utilisable NON'), optionVerdict('Utilisable xyz')]).toEqual(['compliant', 'non_compliant', undefined]);
  });
});

describe('round 7c: a matrix, the elements in columns', () => {
  it('reads each column\'s conclusion under its identifier, band after band', async () => {
    expect(await verdicts([
      'Chariot (colonne)            C1                      C2                      C3',
      'N° de série                  N-1-0010                N-1-0019                N-1-0028',
      'Désignation                  Chariot élévateur 010   Chariot élévateur 019   Chariot élévateur 028',
      'Freins                       ✓                       ✗                       —',
      'Obs. n°                                              1',
      'CONCLUSION                   APTE                    INAPTE                  NON PRÉSENTÉ',
      'N° de série                  N-1-0037',
      'CONCLUSION                   INAPTE',
      '1. Colonne C2 – n° de série N-1-0019 : Freins inefficaces.',
    ])).toEqual([['N-1-0010', 'compliant'], ['N-1-0019', 'non_compliant'], ['N-1-0028', null], ['N-1-0037', 'non_compliant']]);
  });
  it('leaves a matrix without a conclusion row unknown: its checks decide nothing', async () => {
    expect(await verdicts([
      'Repère                       N-1-0010                N-1-0019',
      'Freins                       ✓                       ✗',
      'Fin du tableau.',
    ])).toEqual([['N-1-0010', 'unknown'], ['N-1-0019', 'unknown']]);
  });
  it('reads a scanned matrix through OCR\'s specks (a "-" before an identifier, stray marks between cells)', async () => {
    expect(await verdicts([
      'N° de série                   - N-1-0019         N-1-0028          N-1-0037',
      'Désignation          ;         Chariot élévateur 019 Chariot élévateur 028 Chariot élévateur 037 -',
      'Mât, chaînes, galets           F                 /                 -    ‘',
      'CONCLUSION                     APTE              INAPTE            APTE',
    ], 'ocr')).toEqual([['N-1-0019', 'compliant'], ['N-1-0028', 'non_compliant'], ['N-1-0037', 'compliant']]);
  });
});

describe('round 7c: a legend\'s code as OCR reads it', () => {
  it('"Ms" is the legend\'s "MS" on a scan, not on a text layer', async () => {
    const lines = ['N°  Désignation               N° fabrication   Décision   Proch. inspect.',
      '1   Générateur de vapeur 058  N-1-0058         Ms         01/2028',
      'Décision : MS = maintien en service ; AR = mise à l\'arrêt ; IR = inspection reportée'];
    expect(await verdicts(lines, 'ocr')).toEqual([['N-1-0058', 'compliant']]);
    expect(await verdicts(lines)).toEqual([['N-1-0058', 'unknown']]);
  });
});
