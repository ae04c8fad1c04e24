// From tesseract's words to the page's lines, as the text layer gives them (text-layer.ts): words
// placed at their x (columns keep their offset), the lines of two text columns kept apart, and
// what OCR cannot read on a scan put back from the image's ink: a tick "X" under a C / NC / SO
// column, a ticked box "☒" in front of "Conforme / Non conforme / Sans objet".
import { cleanToken, fold, idScore } from './normalise';
import { rebuildLines } from './text-layer';

export interface Box { x0: number; y0: number; x1: number; y1: number }
export interface OcrWord { text: string; bbox: Box }
export interface OcrLine { words: OcrWord[]; bbox: Box; block: number }
/** The share of dark pixels in a rectangle of the OCR'd image (0 to 1). */
export type Ink = (b: Box) => number;

const cx = (b: Box) => (b.x0 + b.x1) / 2;
const cy = (b: Box) => (b.y0 + b.y1) / 2;
const letters = (s: string) => fold(s).replace(/[^a-z]/g, '');

/** A tick column's cell is ticked when it holds this much more ink than its row's other cells. */
const TICK_RATIO = 2;
const TICK_MIN = 0.03;

const HEADER_WORDS = new Set(['n', 'designation', 'repere', 'emplacement', 'site', 'local', 'identification', 'equipement', 'appareil', 'localisation']);
const isId = (l: OcrLine) => l.words.some((w) => idScore(cleanToken(w.text)) >= 2);
/** A table's header: two of its column names at least, no identifier. */
const isHeader = (l: OcrLine) => !isId(l) && l.words.filter((w) => HEADER_WORDS.has(letters(w.text))).length >= 2;

/**
 * The tick columns' places: the header's "C", "NC", "SO" words when OCR read them; else, as
 * tesseract drops lone letters, the groups of ink right of the header's last word (the letters
 * it did not read), when the rows below it hold identifiers.
 */
function tickPlaces(lines: OcrLine[], ink: Ink): { header: OcrLine; cols: Box[] } | null {
  // A table's header may be cut in several blocks by tesseract: its row is every line beside it.
  const rowOf = (l: OcrLine) => lines.filter((x) => Math.abs(cy(x.bbox) - cy(l.bbox)) < (l.bbox.y1 - l.bbox.y0) / 2).flatMap((x) => x.words);
  const read = lines.find((l) => { const ws = rowOf(l).map((w) => letters(w.text)); return ws.includes('c') && ws.includes('nc'); });
  if (read) return { header: read, cols: rowOf(read).filter((w) => ['c', 'nc', 'so'].includes(letters(w.text))).map((w) => w.bbox).sort((a, b) => a.x0 - b.x0) };
  for (const header of lines) {
    // A header names its columns; it holds no identifier ("N-1-0073" is no "N°").
    if (isId(header)) continue;
    const words = header.words.filter((w) => HEADER_WORDS.has(letters(w.text)));
    if (words.length < 2) continue;
    const below = lines.filter((l) => cy(l.bbox) > header.bbox.y1 && cy(l.bbox) < header.bbox.y1 + 4 * (header.bbox.y1 - header.bbox.y0));
    if (!below.some(isId)) continue;
    const h = header.bbox.y1 - header.bbox.y0;
    const named = rowOf(header).filter((w) => letters(w.text).length > 3 && w.bbox.x0 < Math.max(...words.map((x) => x.bbox.x1)) + 8 * h);
    const from = Math.max(...[...words, ...named].map((w) => w.bbox.x1)) + 0.8 * h;
    const next = rowOf(header).filter((w) => w.bbox.x0 > from && letters(w.text).length > 3).map((w) => w.bbox.x0);
    const to = next.length ? Math.min(...next) : from + 30 * h;
    // Vertical ink profile, 2 px a step; runs closer than 0.7 h are one group ("NC").
    const groups: Box[] = [];
    for (let x = from; x < to; x += 2) {
      if (ink({ x0: x, x1: x + 2, y0: header.bbox.y0 + 0.15 * h, y1: header.bbox.y1 - 0.15 * h }) < 0.08) continue;
      const last = groups[groups.length - 1];
      if (last && x - last.x1 < 0.7 * h) last.x1 = x + 2;
      else groups.push({ x0: x, x1: x + 2, y0: header.bbox.y0, y1: header.bbox.y1 });
    }
    // Letters' groups, the last three (a speck or a dash may come first).
    const cols = groups.filter((g) => g.x1 - g.x0 > 0.2 * h && g.x1 - g.x0 < 2.5 * h).slice(-3);
    // Tick columns' cells hold a tick, no word: where the rows have words there ("Oui", "Non"
    // under "Anomalie constatée N° obs."), the header's short words are no C / NC / SO.
    const rows = lines.filter((l) => cy(l.bbox) > header.bbox.y1 && isId(l));
    // Numbers there ("PS (bar)  V (L)": 12, 4300) are values, not ticks either.
    const worded = rows.filter((l) => l.words.some((w) => (letters(w.text).length >= 3 || /\d\D*\d/.test(w.text)) && cx(w.bbox) > (cols[0]?.x0 ?? 0) - h && cx(w.bbox) < (cols[cols.length - 1]?.x1 ?? 0) + h));
    if (rows.length && worded.length * 2 >= rows.length) continue;
    if (cols.length >= 2 && groups.length <= 4) return { header, cols };
  }
  return null;
}

/** C / NC / SO columns: the ticked cell of each row below the header gets an "X" (OCR drops most). */
function tickColumns(lines: OcrLine[], ink: Ink) {
  const found = tickPlaces(lines, ink);
  if (!found) return;
  const { header, cols } = found;
  const step = Math.min(...cols.slice(1).map((c, i) => cx(c) - cx(cols[i])));
  const half = Math.max(12, step / 2 - 2);
  const left = cx(cols[0]) - half;
  const right = cx(cols[cols.length - 1]) + half;
  // The header's letters, read or not, are written as the text layer has them.
  for (const l of lines) if (Math.abs(cy(l.bbox) - cy(header.bbox)) < (header.bbox.y1 - header.bbox.y0) / 2) l.words = l.words.filter((w) => cx(w.bbox) < left || cx(w.bbox) > right || letters(w.text).length > 2);
  cols.forEach((c, i) => header.words.push({ text: ['C', 'NC', 'SO'][i], bbox: c }));
  header.words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
  // What OCR made of the ticks ("x", "><", specks), in any line below the header, is dropped.
  for (const line of lines) {
    if (cy(line.bbox) > header.bbox.y1) line.words = line.words.filter((w) => cx(w.bbox) < left || cx(w.bbox) > right || letters(w.text).length > 2);
  }
  for (const line of lines) {
    if (cy(line.bbox) <= header.bbox.y1 || !isId(line)) continue;
    const h = line.bbox.y1 - line.bbox.y0;
    const inks = cols.map((c) => ink({ x0: cx(c) - half + 3, x1: cx(c) + half - 3, y0: line.bbox.y0 + h * 0.1, y1: line.bbox.y1 - h * 0.1 }));
    const order = inks.map((v, i) => [v, i]).sort((a, b) => b[0] - a[0]);
    const [best, second] = [order[0], order[1] ?? [0, -1]];
    if (best[0] < TICK_MIN || best[0] < TICK_RATIO * second[0]) continue;
    const col = cols[best[1]];
    line.words.push({ text: 'X', bbox: { x0: col.x0, x1: col.x1, y0: line.bbox.y0, y1: line.bbox.y1 } });
    line.words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
  }
}

/** Where an option of a row of boxes starts: "Conforme", "Non (conforme)", "Sans (objet)"… */
// Round 25c: English forms' options too ("☒ YES ☐ NO ☐ NOT EXAMINED").
const OPTION = /^(yes|no|not|conformes?|non|sans|anomalies?|defauts?|satisfaisante?s?|favorable|defavorable|oui|apte|inapte|reserves?|observations?|operationnel(le)?s?|travaux|hors|bon(ne)?|mauvais(e)?|maintien|remise|arret|refusee?)$/;
/** Whether words[i] starts an option: its word ("apteà" glued to its accent too), or "à" before a repair's verb ("à remettre en état"). */
const isOption = (words: OcrWord[], i: number) => {
  const l = letters(words[i].text);
  return OPTION.test(l) || OPTION.test(l.replace(/a$/, '')) || (l === 'a' && /^(remettre|reparer|remplacer|revoir|surveiller)/.test(letters(words[i + 1]?.text ?? '')));
};

/** What OCR makes of a box: a sign, one letter, "CO", "©", "&" (a short word such as "au" is no box). */
const BOX_GLYPH = /^[^\p{L}\p{N}]{1,2}$|^\p{L}$|^[oOcCdD0©®&]{1,2}$/u;

/**
 * Round 25c: a box OCR glued to its option ("&Yes", "DNO", "CONO", "OYES"): the box's glyph and
 * the option made two words, the box's share of the word's width its own (a box is about a
 * capital's width).
 */
function unglued(words: OcrWord[]): OcrWord[] {
  return words.flatMap((w) => {
    const m = /^([&©®@“”"'‘’«»]|[DOCŒdoœ0]{1,2})(\p{L}{2,})$/u.exec(w.text.trim());
    // (A sign is no letter of the word; a letter may be: "OUI" stays whole.)
    if (!m || !OPTION.test(letters(m[2])) || (/\p{L}/u.test(m[1]) && OPTION.test(letters(w.text)))) return [w];
    const cut = w.bbox.x0 + ((w.bbox.x1 - w.bbox.x0) * m[1].length) / (m[1].length + m[2].length);
    return [{ text: m[1], bbox: { ...w.bbox, x1: cut } }, { text: m[2], bbox: { ...w.bbox, x0: cut + 1 } }];
  });
}

/** "☐ Conforme ☐ Non conforme ☐ Sans objet": the box with most ink is the ticked one. */
function tickedBoxes(lines: OcrLine[], ink: Ink) {
  for (const line of lines) {
    // The line's words with the boxes glued to their options cut off; kept only if a tick is read.
    const ws = unglued(line.words);
    const h = line.bbox.y1 - line.bbox.y0;
    // An option has room for its box before it ("avec réserves" has none).
    const starts = ws.filter((w, i) => isOption(ws, i) && !['non', 'sans'].includes(letters(ws[i - 1]?.text ?? ''))
      && (i === 0 || BOX_GLYPH.test(ws[i - 1].text.trim()) || w.bbox.x0 - ws[i - 1].bbox.x1 > 0.9 * h));
    if (starts.length < 2) continue;
    const boxes = starts.map((w) => ({ x0: w.bbox.x0 - 1.7 * h, x1: w.bbox.x0 - 0.15 * h, y0: line.bbox.y0, y1: line.bbox.y1 }));
    const inks = boxes.map(ink);
    const sorted = [...inks].sort((a, b) => b - a);
    // Every option has its box (an outline's ink at least); the ticked one has most.
    if (sorted[sorted.length - 1] < TICK_MIN || sorted[0] < 1.4 * sorted[1]) continue;
    line.words = ws.filter((w) => !boxes.some((b) => cx(w.bbox) > b.x0 && cx(w.bbox) < b.x1 + 0.1 * h) || letters(w.text).length > 2);
    boxes.forEach((b, i) => line.words.push({ text: inks[i] === sorted[0] ? '☒' : '☐', bbox: { ...b, x0: b.x0 + 0.5 * h } }));
    line.words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
  }
}

/**
 * Options one a line ("☐ Apte …" / "☒ Non apte …" / "☐ Non inspecté"), their boxes read as signs
 * or lost: the box left of each option's first word, the one with most ink is the ticked one
 * (round 11b). Two to four consecutive lines starting at the same place.
 */
function tickedListBoxes(lines: OcrLine[], ink: Ink) {
  const start = (l: OcrLine) => {
    const i = l.words.findIndex((w) => !BOX_GLYPH.test(w.text.trim()));
    return i >= 0 && i <= 1 && isOption(l.words, i) ? i : -1;
  };
  for (let k = 0; k < lines.length; k++) {
    const group: { line: OcrLine; i: number }[] = [];
    while (k + group.length < lines.length && group.length < 4) {
      const l = lines[k + group.length];
      const i = start(l);
      if (i < 0 || (group.length && Math.abs(l.words[i].bbox.x0 - group[0].line.words[group[0].i].bbox.x0) > (l.bbox.y1 - l.bbox.y0))) break;
      group.push({ line: l, i });
    }
    if (group.length < 2) continue;
    const boxes = group.map(({ line, i }) => { const w = line.words[i]; const h = line.bbox.y1 - line.bbox.y0; return { x0: w.bbox.x0 - 1.7 * h, x1: w.bbox.x0 - 0.15 * h, y0: line.bbox.y0, y1: line.bbox.y1 }; });
    const inks = boxes.map(ink);
    const sorted = [...inks].sort((a, b) => b - a);
    if (sorted[0] >= TICK_MIN && sorted[0] >= 1.4 * sorted[1]) {
      group.forEach(({ line, i }, g) => {
        line.words = [{ text: inks[g] === sorted[0] ? '☒' : '☐', bbox: { ...boxes[g], x0: boxes[g].x0 + 0.5 * (line.bbox.y1 - line.bbox.y0) } }, ...line.words.slice(i)];
      });
    }
    k += group.length - 1;
  }
}

/**
 * Two text columns (two wide blocks side by side): each one's lines are read on their own, the
 * left one first, as the text layer does (text-layer.ts flows); table columns, narrow blocks,
 * stay merged row by row.
 */
/** A line that starts a record of its own: "Repère : …", "N-1-0034 – …" (a table's cell does not). */
const record = (l: OcrLine) => /^[\p{L}°'. ]{2,30}[:;]/u.test(l.words.map((w) => w.text).join(' ')) || l.words.some((w) => idScore(cleanToken(w.text)) >= 2);

/**
 * Two blocks side by side are text columns, not a table's columns, when their aligned lines are
 * both records of their own (a table's row has one identifier, one "label :" at most).
 */
function textColumns(a: OcrLine[], b: OcrLine[]): boolean {
  let aligned = 0;
  let both = 0;
  for (const r of b) {
    const l = a.find((x) => Math.abs(cy(x.bbox) - cy(r.bbox)) < (r.bbox.y1 - r.bbox.y0) / 2);
    if (!l) continue;
    aligned += 1;
    if (record(l) && record(r)) both += 1;
  }
  // Round 25c: a table cut in two blocks, its header ("L.  N° parc  Désignation") in either: its
  // rows' model numbers ("8FD25") look like identifiers, yet it is one table, read row by row.
  if (aligned >= 2 && (a.some(isHeader) || b.some(isHeader))) return false;
  return aligned === 0 || both / aligned >= 0.4;
}

function columnBands(lines: OcrLine[], width: number): { y0: number; y1: number; split: number }[] {
  const blocks = new Map<number, Box & { n: number; id: number }>();
  for (const l of lines) {
    const b = blocks.get(l.block);
    blocks.set(l.block, b ? { x0: Math.min(b.x0, l.bbox.x0), y0: Math.min(b.y0, l.bbox.y0), x1: Math.max(b.x1, l.bbox.x1), y1: Math.max(b.y1, l.bbox.y1), n: b.n + 1, id: l.block } : { ...l.bbox, n: 1, id: l.block });
  }
  const wide = [...blocks.values()].filter((b) => b.n >= 2 && b.x1 - b.x0 > 0.2 * width && b.x1 - b.x0 < 0.55 * width);
  const bands: { y0: number; y1: number; split: number }[] = [];
  for (const a of wide) {
    for (const b of wide) {
      const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const of = (x: typeof a) => lines.filter((l) => l.block === x.id);
      if (a.x1 <= b.x0 + 5 && overlap > 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0) && textColumns(of(a), of(b))) bands.push({ y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1), split: (a.x1 + b.x0) / 2 });
    }
  }
  return bands;
}

/** The page's text: words at their place, lines regrouped by row, two text columns apart. */
export function ocrText(lines: OcrLine[], width: number, ink: Ink | null): string {
  if (ink) { tickColumns(lines, ink); tickedBoxes(lines, ink); tickedListBoxes(lines, ink); }
  const bands = columnBands(lines, width);
  const groups = new Map<string, { y: number; lines: OcrLine[] }>();
  lines.forEach((l, i) => {
    const band = bands.find((b) => cy(l.bbox) >= b.y0 && cy(l.bbox) <= b.y1);
    // A line outside a band is a group of its own, regrouped with the other free lines below (two
    // pieces of a row at the same rounded height were once a group: rendered apart, the row was cut).
    const key = band ? `${band.y0}:${cx(l.bbox) < band.split ? 0 : 1}` : `free${i}`;
    const g = groups.get(key) ?? { y: band ? band.y0 + (cx(l.bbox) < band.split ? 0 : 0.5) : cy(l.bbox), lines: [] };
    g.lines.push(l);
    groups.set(key, g);
  });
  // Lines outside a band are regrouped together, in page order around the bands.
  const ordered = [...groups.values()].sort((a, b) => a.y - b.y);
  const out: string[] = [];
  let free: OcrLine[] = [];
  const skew = skewOf(lines);
  const gap = wordGap(lines);
  const flush = () => { if (free.length) out.push(...render(free, skew, gap)); free = []; };
  for (const g of ordered) {
    if (g.lines.length === 1 && !bands.some((b) => cy(g.lines[0].bbox) >= b.y0 && cy(g.lines[0].bbox) <= b.y1)) { free.push(g.lines[0]); continue; }
    flush();
    out.push(...render(g.lines, skew, gap));
  }
  flush();
  return out.join('\n');
}

/**
 * The page's remaining skew (after tesseract's deskew), as the median slope of its long lines'
 * words: a table row cut by tesseract into several lines (one per column block) has its pieces
 * at heights that drift with x; read at the height they have at x = 0, they fall in one row again.
 */
export function skewOf(lines: OcrLine[]): number {
  const slopes: number[] = [];
  for (const l of lines) {
    const ws = l.words.filter((w) => w.text.trim());
    if (ws.length < 3 || l.bbox.x1 - l.bbox.x0 < 8 * (l.bbox.y1 - l.bbox.y0)) continue;
    const xs = ws.map((w) => cx(w.bbox));
    const ys = ws.map((w) => w.bbox.y1);
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
    if (sxx > 0) slopes.push(xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0) / sxx);
  }
  if (slopes.length < 3) return 0;
  slopes.sort((a, b) => a - b);
  const m = slopes[Math.floor(slopes.length / 2)];
  // Beyond 3° it is no residual skew but a misread (tesseract deskews the page itself).
  return Math.abs(m) < 0.05 ? m : 0;
}

/** The page's usual space between two words of a phrase (px): the median gap under a line's height. */
function wordGap(lines: OcrLine[]): number {
  const gaps = lines.flatMap((l) => l.words.slice(1).map((w, i) => w.bbox.x0 - l.words[i].bbox.x1).filter((g) => g > 0 && g < l.bbox.y1 - l.bbox.y0));
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

/**
 * Words as items at the line's height (a line stays one row whatever its words' heights), the
 * page's skew taken out. Round 25c: a column starts where a header's labels, set close ("Purge
 * Bonp.", "Heures Apte"), are 0.6 line height apart (a label's words 0.4); in a row holding an
 * identifier, where its cells ("ok  Aréparer") are 0.7 line height and twice the page's word
 * space apart: each at its column, under its label.
 */
function render(lines: OcrLine[], skew: number, space: number): string[] {
  const beside = (some: OcrLine[]) => (l: OcrLine) => some.some((x) => Math.abs(cy(x.bbox) - cy(l.bbox)) < (x.bbox.y1 - x.bbox.y0) / 2);
  const [inHeader, inRow] = [beside(lines.filter(isHeader)), beside(lines.filter(isId))];
  const items = lines.flatMap((l) => {
    const y = -(cy(l.bbox) - skew * cx(l.bbox));
    const h = Math.min(l.bbox.y1 - l.bbox.y0, 60);
    const lh = l.bbox.y1 - l.bbox.y0;
    const cut = inHeader(l) ? 0.6 * lh : inRow(l) ? Math.max(0.7 * lh, 2 * space) : Infinity;
    const ws = l.words.filter((w) => w.text.trim());
    return ws.map((w, i) => ({ str: w.text.trim(), x: w.bbox.x0, y, w: w.bbox.x1 - w.bbox.x0, h, ...(i > 0 && w.bbox.x0 - ws[i - 1].bbox.x1 > cut ? { cut: true } : {}) }));
  });
  return items.length ? rebuildLines(items) : [];
}
