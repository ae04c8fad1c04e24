// Pen marks drawn over a page's words: a line through words strikes them out ("rayer les
// mentions inutiles", a value replaced in a reissued report), a ring around words circles the
// answer ("entourer la mention retenue"). A text layer carries neither, so every printed option
// of a form reads as written; these marks, read from the page's vector strokes (pdf.js operator
// list), take out what the writer struck and the options the writer did not circle.
import { getResolvedPDFJS } from 'unpdf';
import './node-polyfill';

/** A text item of the page, in PDF space (y up, baseline at y). */
/** `cut`: a column starts at this item (an OCR'd header's labels, close together: ocr-layout.ts). */
export interface Item { str: string; x: number; y: number; w: number; h: number; cut?: boolean }
interface Box { x0: number; y0: number; x1: number; y1: number }
/** A filled shape in a colour (its name), `alpha` below 1 for a highlighter's translucent ink. */
interface Fill extends Box { colour: string; alpha: number; disc: boolean }
/** `pictures`: the images painted on the page, where they lie (pictures.ts reads those that hold a table). */
export interface PenMarks { strikes: Box[]; rings: Box[]; fills?: Fill[]; pictures?: Box[] }

/** A colour's French name when it is one a key can explain (saturated: not black, grey or white). */
export function colourName(hex: string): string | null {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return null;
  const [r, g, b] = m.slice(1).map((x) => parseInt(x, 16) / 255);
  const max = Math.max(r, g, b); const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const sat = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  if (sat < 0.35 || l < 0.15 || l > 0.9) return null;
  const h = max === r ? (60 * ((g - b) / (max - min)) + 360) % 360 : max === g ? 60 * ((b - r) / (max - min)) + 120 : 60 * ((r - g) / (max - min)) + 240;
  return h < 15 || h >= 345 ? 'Rouge' : h < 45 ? 'Orange' : h < 70 ? 'Jaune' : h < 170 ? 'Vert' : h < 260 ? 'Bleu' : h < 300 ? 'Violet' : 'Rose';
}

type Matrix = [number, number, number, number, number, number];
const apply = (m: Matrix, x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
const times = (a: Matrix, m: Matrix): Matrix => [
  a[0] * m[0] + a[1] * m[2], a[0] * m[1] + a[1] * m[3], a[2] * m[0] + a[3] * m[2],
  a[2] * m[1] + a[3] * m[3], a[4] * m[0] + a[5] * m[2] + m[4], a[4] * m[1] + a[5] * m[3] + m[5],
];
// pdf.js path data: 0 moveTo x y, 1 lineTo x y, 2 curveTo x1 y1 x2 y2 x y, 3 quadraticCurveTo, 4 closePath.
const ARGS: Record<number, number> = { 0: 2, 1: 2, 2: 6, 3: 4, 4: 0 };

/** The stroked single segments (strikes) and stroked closed curves (rings) of a page. */
export async function readPenMarks(page: { getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }> }): Promise<PenMarks> {
  const { OPS } = await getResolvedPDFJS();
  const strokes = new Set<number>([OPS.stroke, OPS.closeStroke]);
  const fills = new Set<number>([OPS.fill, OPS.eoFill]);
  const list = await page.getOperatorList();
  const images = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject]);
  const out: PenMarks = { strikes: [], rings: [], fills: [], pictures: [] };
  let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, fill: '#000000', alpha: 1 };
  const stack: (typeof state)[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[];
    const ctm = state.ctm;
    if (fn === OPS.save) stack.push(state);
    else if (fn === OPS.restore) state = stack.pop() ?? state;
    else if (fn === OPS.transform) state = { ...state, ctm: times(args as Matrix, ctm) };
    else if (fn === OPS.setFillRGBColor && typeof args[0] === 'string') state = { ...state, fill: args[0] };
    else if (fn === OPS.setGState) for (const [k, v] of (args[0] as [string, unknown][]) ?? []) { if (k === 'ca' && typeof v === 'number') state = { ...state, alpha: v }; }
    else if (images.has(fn)) {
      // An image is drawn on the unit square its matrix maps onto the page.
      const corners = [apply(ctm, 0, 0), apply(ctm, 1, 1)];
      out.pictures!.push({ x0: Math.min(corners[0][0], corners[1][0]), y0: Math.min(corners[0][1], corners[1][1]), x1: Math.max(corners[0][0], corners[1][0]), y1: Math.max(corners[0][1], corners[1][1]) });
    } else if (fn === OPS.constructPath && fills.has(args[0] as number)) {
      const colour = colourName(state.fill);
      const mm = args[2] as ArrayLike<number> | undefined;
      if (!colour || !mm) continue;
      const corners = [apply(ctm, mm[0], mm[1]), apply(ctm, mm[2], mm[3])];
      const box = { x0: Math.min(corners[0][0], corners[1][0]), y0: Math.min(corners[0][1], corners[1][1]), x1: Math.max(corners[0][0], corners[1][0]), y1: Math.max(corners[0][1], corners[1][1]) };
      const data = (args[1] as ArrayLike<number>[])[0];
      const curved = !!data && Array.prototype.includes.call(data, 2);
      const w = box.x1 - box.x0; const h = box.y1 - box.y0;
      out.fills!.push({ ...box, colour, alpha: state.alpha, disc: curved && w <= 16 && h <= 16 && Math.abs(w - h) <= 3 });
    } else if (fn === OPS.constructPath && strokes.has(args[0] as number)) {
      const data = (args[1] as ArrayLike<number>[])[0];
      if (!data) continue;
      const kinds: number[] = [];
      const points: number[][] = [];
      for (let k = 0; k < data.length;) {
        const op = data[k];
        const n = ARGS[op];
        if (n === undefined) break;
        kinds.push(op);
        for (let j = 0; j < n; j += 2) points.push(apply(ctm, data[k + 1 + j], data[k + 2 + j]));
        k += 1 + n;
      }
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
      if (kinds.length === 2 && kinds[0] === 0 && kinds[1] === 1) {
        const [[ax, ay], [bx, by]] = points;
        // Near horizontal: a hand's line may slant a little, a table's rule is level.
        if (Math.abs(bx - ax) >= 4 && Math.abs(by - ay) <= Math.max(3, 0.12 * Math.abs(bx - ax))) out.strikes.push(box);
      } else if (kinds.filter((k) => k === 2).length >= 4 && kinds[0] === 0 && kinds.every((k) => k === 0 || k === 2 || k === 4)) {
        out.rings.push(box);
      }
    }
  }
  return out;
}

/** A rough width of a character, in ems of a proportional font: where each word of an item lies. */
const widthOf = (c: string) => (/[iljtfrI.,;:'!|\s]/.test(c) ? 0.3 : /[mwMW]/.test(c) ? 0.85 : /[A-ZÀ-Ý]/.test(c) ? 0.7 : 0.55);
interface Word { item: Item; text: string; x0: number; x1: number; cut?: boolean }

/** The words of an item (runs of non-spaces) with their estimated place on the page. */
function wordsOf(item: Item): Word[] {
  const chars = [...item.str];
  const total = chars.reduce((s, c) => s + widthOf(c), 0) || 1;
  const words: Word[] = [];
  let at = 0;
  let cur: Word | null = null;
  for (const c of chars) {
    const x = item.x + (at / total) * item.w;
    at += widthOf(c);
    if (/\s/.test(c)) { cur = null; continue; }
    if (!cur) words.push(cur = { item, text: '', x0: x, x1: x });
    cur.text += c;
    cur.x1 = item.x + (at / total) * item.w;
  }
  return words;
}

const SEPARATOR = /^[/–—|-]$|^ou$/i;
/** Where a walk through a line's options stops: a label ("Conclusion :"), a numbered point ("4."). */
const STOP = /:$|^\d+[.)]$/;

/**
 * The items without their struck words and, beside a circled answer, without the options that
 * were printed beside it and not circled (those after or before it across "/", "–", "ou"). A
 * strike crosses a word's middle (a quarter to three quarters of its height above the baseline)
 * over most of its width and lies over words nearly all its length (a table's rule crosses
 * gaps); a ring is at most three lines high and holds the word's middle.
 */
export function applyPenMarks(items: Item[], marks: PenMarks): Item[] {
  return colourWords(struckOrCircled(items, marks), marks.fills ?? []);
}

/**
 * Round 17b: colours that say a result, as their names where a key can explain them: a lit lamp
 * of a drawn traffic light (a small coloured disc) where it stands; a highlighter's stroke over a
 * row (translucent) at the end of that row. A colour drawn nowhere near words says nothing.
 */
function colourWords(items: Item[], fills: Fill[]): Item[] {
  if (!fills.length) return items;
  const words = items.filter((i) => i.str.trim());
  const hs = words.map((i) => i.h).sort((a, b) => a - b);
  const h = hs[Math.floor(hs.length / 2)] ?? 8;
  const added: Item[] = [];
  for (const f of fills) {
    // Round 23b: a filled radio button, its option's words just right of it on its line ("◉ Conforme   ○ Non conforme"), ticks that option.
    const option = f.disc && f.x1 - f.x0 <= 1.5 * h && words.some((i) => i.x >= f.x1 && i.x - f.x1 <= 1.2 * h && i.y <= f.y1 && i.y + i.h >= f.y0 + (f.y1 - f.y0) * 0.2);
    if (option) added.push({ str: '☒', x: f.x0, y: f.y0 + (f.y1 - f.y0) * 0.2, w: (f.x1 - f.x0), h });
    else if (f.disc) added.push({ str: f.colour, x: f.x0, y: f.y0 + (f.y1 - f.y0) * 0.2, w: (f.x1 - f.x0), h });
    else if (f.alpha < 0.9 && f.x1 - f.x0 > 100 && f.y1 - f.y0 <= 4 * h) {
      const under = words.filter((i) => i.y + i.h * 0.35 > f.y0 && i.y + i.h * 0.35 < f.y1 && i.x + i.w / 2 > f.x0 && i.x + i.w / 2 < f.x1);
      if (!under.length) continue;
      const y = Math.max(...under.map((i) => i.y));
      const row = words.filter((i) => Math.abs(i.y - y) <= Math.max(2, i.h / 3));
      added.push({ str: f.colour, x: Math.max(...row.map((i) => i.x + i.w)) + 3 * h, y, w: f.colour.length * h * 0.6, h });
    }
  }
  if (!added.length) return items;
  // Each word in content order, after its row's last item: a word appended at the end would read as a column of its own (text-layer.ts flows).
  const out = [...items];
  for (const a of added) {
    const k = out.map((i, n) => ({ i, n })).filter(({ i }) => i.str.trim() && Math.abs(i.y - a.y) <= Math.max(2, a.h / 2)).at(-1)?.n;
    out.splice(k === undefined ? out.length : k + 1, 0, a);
  }
  return out;
}

function struckOrCircled(items: Item[], marks: PenMarks): Item[] {
  if (!marks.strikes.length && !marks.rings.length) return items;
  const words = items.flatMap(wordsOf);
  const struck = new Set<Word>();
  for (const s of marks.strikes) {
    const under = words.filter((w) => s.y0 <= w.item.y + 0.75 * w.item.h && s.y1 >= w.item.y + 0.2 * w.item.h
      && Math.min(s.x1, w.x1) - Math.max(s.x0, w.x0) >= 0.5 * (w.x1 - w.x0));
    const covered = under.reduce((sum, w) => sum + Math.min(s.x1, w.x1) - Math.max(s.x0, w.x0), 0);
    const gaps = under.length ? (s.x1 - s.x0) - covered : Infinity;
    if (under.length && gaps <= Math.max(8, 0.35 * (s.x1 - s.x0))) under.forEach((w) => struck.add(w));
  }
  const ringed = new Set<Word>();
  for (const r of marks.rings) {
    if (r.y1 - r.y0 > 40) continue;
    for (const w of words) {
      const mx = (w.x0 + w.x1) / 2;
      const my = w.item.y + w.item.h * 0.35;
      // A separator printed close beside the answer falls inside its ring: it is no answer.
      if (mx > r.x0 && mx < r.x1 && my > r.y0 && my < r.y1 && w.x0 > r.x0 - 3 && w.x1 < r.x1 + 3 && !SEPARATOR.test(w.text)) ringed.add(w);
    }
  }
  if (!struck.size && !ringed.size) return items;
  const dropped = new Set<Word>(struck);
  const lines = new Map<number, Word[]>();
  for (const w of words) {
    const key = [...lines.keys()].find((y) => Math.abs(y - w.item.y) <= Math.max(2, w.item.h / 3)) ?? w.item.y;
    lines.set(key, [...(lines.get(key) ?? []), w]);
  }
  for (const line of lines.values()) {
    line.sort((a, b) => a.x0 - b.x0);
    // A separator beside a struck option goes with it ("satisfaisante / ~non satisfaisante~").
    line.forEach((w, k) => { if (SEPARATOR.test(w.text) && (struck.has(line[k - 1]) || struck.has(line[k + 1]))) dropped.add(w); });
    line.forEach((w, k) => {
        if (!ringed.has(w)) return;
        for (const dir of [1, -1]) {
          // Each step: a separator, then an option's words, up to the next separator or stop.
          let j = k + dir;
          while (line[j] && ringed.has(line[j])) j += dir;
          while (line[j] && SEPARATOR.test(line[j].text)) {
            const run: Word[] = [line[j]];
            j += dir;
            while (line[j] && !SEPARATOR.test(line[j].text) && !STOP.test(line[j].text) && !ringed.has(line[j])) { run.push(line[j]); j += dir; }
            if (run.length === 1) break;
            run.forEach((x) => dropped.add(x));
          }
        }
      });
  }
  // Rebuild each item from its kept words, split where words were taken out.
  const out: Item[] = [];
  for (const item of items) {
    const ws = words.filter((w) => w.item === item);
    if (!ws.some((w) => dropped.has(w))) { out.push(item); continue; }
    let run: Word[] = [];
    const flush = () => {
      if (run.length) out.push({ ...item, str: run.map((w) => w.text).join(' '), x: run[0].x0, w: run[run.length - 1].x1 - run[0].x0 });
      run = [];
    };
    for (const w of ws) if (dropped.has(w)) flush(); else run.push(w);
    flush();
  }
  return out;
}
