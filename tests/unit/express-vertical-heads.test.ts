// Column heads printed vertically (vertical-heads.ts, round 17b): a grid of check points and
// results whose heads are turned a quarter, one tick a row under its result. Before, the turned
// heads lay flat over each other and no row's verdict was read (round 17's Coreex fax).
import { describe, expect, it } from 'vitest';
import { readTextLayer } from '../../server/areas/express-reports/analysis';
import { flattenHeads } from '../../server/areas/express-reports/analysis/vertical-heads';
import { Writer } from '../fixtures/express/writer';
import { read, verdicts } from '../fixtures/express/extraction';

const textOf = async (pdf: Buffer) => { let t = ''; for await (const p of readTextLayer(pdf)) t += `${p.text}\n`; return t; };

/**
 * A grid: identifier, designation, `checks` then `results` as turned heads (`up`: read bottom to
 * top, else top to bottom), and per row the checks' marks and the result ticked (-1: none, or
 * several indexes).
 */
async function grid(checks: string[], results: string[], rows: [string, string, string[], number[]][], up = true) {
  const w = new Writer('Grille', 'Grille');
  w.doc.font('B').fontSize(11).text('GRILLE DE VÉRIFICATION – ÉQUIPEMENTS SOUS PRESSION', 50, 50, { lineBreak: false });
  w.doc.font('R').fontSize(9).text('Date de la vérification : 9 juin 2026', 50, 70, { lineBreak: false });
  const top = 100; const head = 80; const cw = 20;
  const x0 = 300; const xr = x0 + checks.length * cw + 10;
  w.doc.font('B').fontSize(8).text('Repère', 50, top + head - 10, { lineBreak: false }).text('Équipement', 120, top + head - 10, { lineBreak: false });
  // Each head ends at the bottom of the header's cell, over its column's ticks.
  const turned = (label: string, x: number) => {
    w.doc.font('R').fontSize(7.5);
    const y = up ? top + head - 2 : top + head - 2 - w.doc.widthOfString(label);
    w.doc.save().rotate(up ? -90 : 90, { origin: [x, y] }).text(label, x, y, { lineBreak: false }).restore();
  };
  checks.forEach((c, k) => turned(c, x0 + k * cw + (up ? 4 : 12)));
  results.forEach((c, k) => turned(c, xr + k * cw + (up ? 4 : 12)));
  rows.forEach(([id, name, marks, ticked], i) => {
    const y = top + head + 6 + i * 18;
    w.doc.font('R').fontSize(8.5).text(id, 50, y, { lineBreak: false }).text(name, 120, y, { lineBreak: false });
    marks.forEach((m, k) => w.doc.fontSize(10).text(m, x0 + k * cw + 4, y, { lineBreak: false }));
    for (const k of ticked) w.doc.fontSize(12).text('✓', xr + k * cw + 3, y - 1, { lineBreak: false });
  });
  return w.end();
}

const CHECKS = ['Soupape de sûreté', 'Manomètre', 'Corrosion', 'Plaque de marquage'];
const verdictsOf = async (pdf: Buffer) => (await read(pdf)).elements.map((e) => [e.identification_number, e.verdict]);

describe('column heads printed vertically', () => {
  it('each row\'s tick under a turned result head gives its verdict; the check points\' marks decide nothing', async () => {
    const pdf = await grid(CHECKS, ['Apte', 'Inapte', 'Non vérifié'], [
      ['N-1-0081', 'Récipient sous pression 081', ['✓', '✓', '✓', '✓'], [0]],
      ['N-1-0082', 'Récipient sous pression 082', ['✓', '✗', '✓', '✓'], [1]],
      ['N-1-0083', 'Récipient sous pression 083', [], [2]],
      ['N-1-0084', 'Récipient sous pression 084', ['✓', '✓', '✗', '✓'], [0]],
    ]);
    expect(await textOf(pdf)).toMatch(/Repère\s+Équipement\s+·\s+·\s+·\s+·\s+C\s+NC\s+SO\n/);
    // N-1-0084: a check point crossed, the result "Apte": the inspector's result decides.
    expect(await verdictsOf(pdf)).toEqual([['N-1-0081', 'compliant'], ['N-1-0082', 'non_compliant'], ['N-1-0083', null], ['N-1-0084', 'compliant']]);
  });
  it('heads turned the other way (read top to bottom) are read the same', async () => {
    const pdf = await grid(CHECKS, ['En service', 'À l\'arrêt'], [
      ['N-1-0085', 'Récipient sous pression 085', ['✓', '✓', '✓', '✓'], [1]],
      ['N-1-0086', 'Récipient sous pression 086', ['✓', '✓', '✓', '✓'], [0]],
    ], false);
    expect(await verdictsOf(pdf)).toEqual([['N-1-0085', 'non_compliant'], ['N-1-0086', 'compliant']]);
  });
  it('two results ticked differently in one row say nothing sure', async () => {
    const pdf = await grid(CHECKS, ['Apte', 'Inapte', 'Non vérifié'], [
      ['N-1-0081', 'Récipient sous pression 081', ['✓', '✓', '✓', '✓'], [0, 1]],
      ['N-1-0082', 'Récipient sous pression 082', ['✓', '✓', '✓', '✓'], [0]],
    ]);
    expect(await verdictsOf(pdf)).toEqual([['N-1-0081', 'unknown'], ['N-1-0082', 'compliant']]);
  });
  it('turned text that is no such header (a margin note, check points without results) is left as it was', () => {
    const flat = [{ str: 'Repère', x: 50, y: 600, w: 30, h: 8 }];
    const note = { str: 'Document à conserver dix ans', x: 20, y: 300, length: 120, size: 7, up: true };
    const checks = CHECKS.map((str, k) => ({ str, x: 300 + k * 20, y: 600, length: 50, size: 7.5, up: true }));
    const out = flattenHeads([note, ...checks], flat);
    expect(out.map((i) => i.str)).toEqual(['Repère', 'Document à conserver dix ans', ...CHECKS]);
    expect(out.some((i) => i.str === '·')).toBe(false);
  });
  it('a tick between two close tick columns is read under the nearer one, not the first within reach', async () => {
    const head = `${'Repère'.padEnd(11)}${'Désignation'.padEnd(30)}C   NC  SO`;
    const at = head.indexOf('NC');
    const row = (id: string, name: string, off: number) => `${id.padEnd(11)}${name.padEnd(30)}`.padEnd(at + off) + '✓';
    // One character left of NC's label, three right of C's: NC's.
    expect(await verdicts([head, row('N-1-0081', 'Extincteur 081', -1), row('N-1-0082', 'Extincteur 082', -4)])).toEqual([['N-1-0081', 'non_compliant'], ['N-1-0082', 'compliant']]);
  });
});
