// Pen marks (pen-marks.ts): a form's options struck out or circled by hand are read from the PDF's
// strokes, which no text layer carries (rounds 13 and 16 held their choices only there). Each
// test fails on the reading before the marks (the text layer alone).
import { describe, expect, it } from 'vitest';
import { readTextLayer } from '../../server/areas/express-reports/analysis';
import { applyPenMarks, colourName, type Item } from '../../server/areas/express-reports/analysis/pen-marks';
import { Writer } from '../fixtures/express/writer';
import { read, verdicts } from '../fixtures/express/extraction';

const textOf = async (pdf: Buffer) => { let t = ''; for await (const p of readTextLayer(pdf)) t += `${p.text}\n`; return t; };

/** Prints options side by side at `y`; strikes out all but `keep` (a slanted ink line) or circles `keep`. */
function options(w: Writer, label: string, opts: string[], keep: number, y: number, mark: 'strike' | 'ring') {
  w.doc.font('R').fontSize(9).fillColor('#000').text(label, 60, y, { lineBreak: false });
  let x = 200;
  opts.forEach((o, i) => {
    if (i > 0) { w.doc.text(' / ', x, y, { lineBreak: false }); x += w.doc.widthOfString(' / '); }
    w.doc.text(o, x, y, { lineBreak: false });
    const width = w.doc.widthOfString(o);
    if (mark === 'strike' && i !== keep) w.doc.moveTo(x - 2, y + 6).lineTo(x + width + 2, y + 3.6).lineWidth(1.1).strokeColor('#1d3f91').stroke();
    if (mark === 'ring' && i === keep) w.doc.ellipse(x + width / 2, y + 4, width / 2 + 5, 8).lineWidth(1.1).strokeColor('#1d3f91').stroke();
    x += width;
  });
}

async function form(mark: 'strike' | 'ring', keeps: number[]) {
  const w = new Writer('Formulaire', 'Formulaire');
  w.doc.font('B').fontSize(12).text('PROCÈS-VERBAL DE REQUALIFICATION PÉRIODIQUE – RÉSERVOIRS', 60, 60, { lineBreak: false });
  keeps.forEach((keep, k) => {
    const y = 100 + k * 70;
    w.doc.font('R').fontSize(9).text(`Repère : N-1-00${81 + k}`, 60, y, { lineBreak: false }).text(`Désignation : Récipient sous pression 0${81 + k}`, 250, y, { lineBreak: false });
    options(w, 'Épreuve hydraulique :', ['satisfaisante', 'non satisfaisante', 'non réalisée'], keep, y + 16, mark);
    options(w, 'DÉCISION :', ['REQUALIFICATION PRONONCÉE', 'REFUSÉE', 'AJOURNÉE'], keep, y + 32, mark);
  });
  return w.end();
}

describe('pen marks on a PDF', () => {
  it('options struck out by hand are gone from the text, with their separators; the one kept decides', async () => {
    const pdf = await form('strike', [0, 1, 2]);
    const text = await textOf(pdf);
    expect(text).toMatch(/Épreuve hydraulique :\s+satisfaisante\n/);
    expect(text).toMatch(/DÉCISION :\s+REFUSÉE\n/);
    expect(text).not.toMatch(/REQUALIFICATION PRONONCÉE \/|\/ AJOURNÉE/);
    const r = await read(pdf);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0081', 'compliant'], ['N-1-0082', 'non_compliant'], ['N-1-0083', null]]);
  });
  it('an option circled by hand stays alone: the options printed beside it across "/" are gone', async () => {
    const text = await textOf(await form('ring', [1, 0, 2]));
    expect(text).toMatch(/Épreuve hydraulique :\s+non satisfaisante\n/);
    expect(text).toMatch(/DÉCISION :\s+REFUSÉE\n/);
    expect(text).toMatch(/DÉCISION :\s+REQUALIFICATION PRONONCÉE\n/);
    expect(text).toMatch(/DÉCISION :\s+AJOURNÉE\n/);
  });
});

describe('pen marks on text items', () => {
  const item = (str: string, x: number, w: number, y = 500, h = 9): Item => ({ str, x, y, w, h });
  it('a table\'s rule through a line is no strike: it crosses gaps between the cells', () => {
    const items = [item('Extincteur 012', 60, 70), item('Conforme', 300, 45)];
    expect(applyPenMarks(items, { strikes: [{ x0: 50, y0: 504, x1: 545, y1: 504 }], rings: [] })).toBe(items);
  });
  it('an underline is no strike: it lies under the baseline', () => {
    const items = [item('Non conforme', 300, 60)];
    expect(applyPenMarks(items, { strikes: [{ x0: 300, y0: 498.5, x1: 360, y1: 498.5 }], rings: [] })).toBe(items);
  });
  it('a ring around a word of a sentence drops nothing: no option is printed beside it', () => {
    const items = [item('Le câble présente des fils cassés, à remplacer', 60, 220)];
    const out = applyPenMarks(items, { strikes: [], rings: [{ x0: 140, y0: 495, x1: 190, y1: 512 }] });
    expect(out.map((i) => i.str).join(' ')).toBe('Le câble présente des fils cassés, à remplacer');
  });
});

describe('decisions of a requalification', () => {
  it('"Décision :" is a block\'s verdict label; a requalification is pronounced, refused or postponed', async () => {
    expect(await verdicts([
      'Repère : N-1-0081', 'Désignation : Récipient sous pression 081', 'Décision : requalification prononcée',
      'Repère : N-1-0082', 'Désignation : Récipient sous pression 082', 'DÉCISION : REFUSÉE',
      'Repère : N-1-0083', 'Désignation : Récipient sous pression 083', 'Décision : requalification ajournée',
    ])).toEqual([['N-1-0081', 'compliant'], ['N-1-0082', 'non_compliant'], ['N-1-0083', null]]);
  });
});

describe('colours that say a result (round 17b)', () => {
  it('names the colours a key explains, not black, grey or white', () => {
    expect(['#d32f2f', '#f9a825', '#2e7d32', '#3fd13f', '#ff5fa2', '#ffe100', '#333333', '#5a5a5a', '#ffffff', '#1d3f91'].map(colourName))
      .toEqual(['Rouge', 'Orange', 'Vert', 'Vert', 'Rose', 'Jaune', null, null, null, 'Bleu']);
  });
  it('a drawn traffic light\'s lit lamp reads as its colour, which the key explains', async () => {
    const w = new Writer('Tableau de bord', 'Tableau de bord');
    const lamps = (x: number, y: number, lit: number) => ['#d32f2f', '#f9a825', '#2e7d32'].forEach((c, k) => w.doc.circle(x + 6 + 14 * k, y, 4.6).fillColor(k === lit ? c : '#5a5a5a').fill());
    w.doc.font('B').fontSize(8).fillColor('#000').text('Lecture du signal :', 50, 60, { lineBreak: false });
    [[2, 'maintien en service'], [0, 'arrêt : remise en état avant remise en service']].forEach(([lit, label], k) => {
      lamps(150 + k * 220, 65, lit as number);
      w.doc.font('R').fontSize(7.8).fillColor('#000').text(label as string, 198 + k * 220, 61, { lineBreak: false });
    });
    w.doc.font('B').fontSize(7.6).text('N°', 50, 90, { lineBreak: false }).text('Repère', 80, 90, { lineBreak: false }).text('Équipement', 150, 90, { lineBreak: false }).text('Signal', 330, 90, { lineBreak: false });
    [['N-1-0081', 2], ['N-1-0082', 0], ['N-1-0083', -1]].forEach(([id, lit], k) => {
      const y = 106 + k * 16;
      w.doc.font('R').fontSize(7.8).fillColor('#000').text(String(k + 1), 50, y, { lineBreak: false }).text(id as string, 80, y, { lineBreak: false }).text(`Récipient sous pression 0${81 + k}`, 150, y, { lineBreak: false });
      lamps(330, y + 4, lit as number);
    });
    const r = await read(await w.end());
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0081', 'compliant'], ['N-1-0082', 'non_compliant'], ['N-1-0083', 'unknown']]);
  });
  it('a highlighter\'s stroke over a row reads as its colour at the row\'s end, which a handwritten key explains', () => {
    const items = [{ str: 'N-1-0081', x: 80, y: 500, w: 36, h: 7.6 }, { str: 'Extincteur 081', x: 150, y: 500, w: 60, h: 7.6 }, { str: 'vert = OK', x: 400, y: 700, w: 40, h: 9 }];
    const out = applyPenMarks(items, { strikes: [], rings: [], fills: [
      { x0: 50, y0: 497, x1: 300, y1: 509, colour: 'Rose', alpha: 0.5, disc: false },
      { x0: 380, y0: 698, x1: 396, y1: 707, colour: 'Vert', alpha: 0.5, disc: false },
    ] });
    expect(out.map((i) => i.str)).toEqual(['N-1-0081', 'Extincteur 081', 'Rose', 'vert = OK']);
    expect(out[2].x).toBeGreaterThan(210);
  });
});
