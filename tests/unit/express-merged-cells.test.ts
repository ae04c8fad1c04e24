// Round 18c of issue 26: an insurer's engineering visit whose table merges cells (round 18's
// Generali report, measured once in 0fecbf1): the engineer's opinion, centred in a cell merged
// over its row, is drawn after all the rows and wraps round its row's line. Each test of the first
// describe fails on the rules before it (77645cc); the second guards what they must not read.
import { describe, expect, it } from 'vitest';
import { rebuildLines } from '../../server/areas/express-reports/analysis/text-layer';
import { verdicts } from '../fixtures/express/extraction';

const HEAD = "Local              N°   Repère         Équipement                    PS – V          Req.     Avis de l'ingénieur            Réf.";
const KEY = "Avis de l'ingénieur : MAINTIEN EN EXPLOITATION = l'état constaté permet le maintien en service ; EXPLOITATION SUSPENDUE = équipement à mettre hors service ; NON VISITÉ = équipement non inspecté.";
const item = (str: string, x: number, y: number, w = str.length * 3.6) => ({ str, x, y, w, h: 7 });

describe('round 18c: merged cells', () => {
  it('text layer: cells drawn after the rows they stand in are put back on their rows\' lines', () => {
    const rows = [[577, '1', 'N-1-0001', '—'], [559, '2', 'N-1-0011', 'R26-1'], [541, '3', 'N-1-0002', '—']] as const;
    const lines = rebuildLines([
      item('N°', 119, 594), item('Repère', 139, 594), item("Avis de l'ingénieur", 399, 594, 77), item('Réf.', 513, 594),
      ...rows.flatMap(([y, n, id, ref]) => [item(n, 119, y), item(id, 139, y), item(ref, 513, y)]),
      item('Sous-station B', 58, 541, 50),
      item('MAINTIEN EN', 426, 580, 52), item('EXPLOITATION', 425, 572, 56), item('EXPLOITATION SUSPENDUE', 400, 559, 106),
      item('MAINTIEN EN', 426, 544, 52), item('EXPLOITATION', 425, 536, 56),
      item('2. Recommandations', 50, 516, 112),
    ], { columns: true });
    // Before: the opinions came after the table, as if they were a second column of the page.
    expect(lines.findIndex((l) => l.includes('EXPLOITATION SUSPENDUE'))).toBe(lines.findIndex((l) => l.includes('N-1-0011')));
    expect(lines.at(-1)).toBe('2. Recommandations');
  });
  it('reads an opinion wrapped round its row, and "exploitation suspendue" as unfit', async () => {
    const read = await verdicts([
      KEY, '1. Équipements inspectés', HEAD,
      `    Chaufferie${' '.repeat(88)}MAINTIEN EN`,
      '                   1    N-1-0001       Générateur de vapeur 001      10 b – 1000 L 2019                                      —',
      `    principale${' '.repeat(87)}EXPLOITATION`,
      '                   2    N-1-0011       Récipient sous pression 011   12 b – 200 L    2024      EXPLOITATION SUSPENDUE        R26-1',
      `${' '.repeat(102)}MAINTIEN EN`,
      'Sous-station B     3    N-1-0002       Tuyauterie 002                8 b – 2000 L    2025                                    —',
      `${' '.repeat(101)}EXPLOITATION`,
    ]);
    // Before: the first row's wrapped cells were read as the header's second line, and it lost its opinion column.
    expect(read).toEqual([['N-1-0001', 'compliant'], ['N-1-0011', 'non_compliant'], ['N-1-0002', 'compliant']]);
  });
});

describe('round 18c: what the merged-cell rules leave alone', () => {
  it('text layer: a page\'s second column stays after the first', () => {
    const left = [700, 680, 660].map((y, k) => item(`Extincteur n° ${k + 1} – N-1-00${k + 1}0 – conforme`, 50, y, 180));
    const right = [700, 680, 660].map((y, k) => item(`Extincteur n° ${k + 4} – N-1-00${k + 4}0 – à remplacer`, 320, y, 190));
    const lines = rebuildLines([...left, ...right, item('Page 1 / 1', 250, 60, 40)], { columns: true });
    expect(lines.slice(0, 3).every((l) => l.includes('conforme'))).toBe(true);
    expect(lines.slice(3, 6).every((l) => l.includes('à remplacer'))).toBe(true);
  });
  it('a state alone above a row and nothing under the opinion column below it is not the row\'s', async () => {
    const read = await verdicts([
      HEAD,
      '                   1    N-1-0001       Générateur de vapeur 001      10 b – 1000 L 2019      MAINTIEN EN EXPLOITATION      —',
      `${' '.repeat(102)}MAINTIEN EN`,
      '                   2    N-1-0011       Récipient sous pression 011   12 b – 200 L    2024                                    —',
      '    principale',
    ]);
    expect(read[1]).toEqual(['N-1-0011', 'unknown']);
  });
});
