// Step 1 of the analysis: each page's text layer (unpdf / pdf.js), rebuilt as lines by their y
// position so a table reads row by row; cells far apart are kept apart by three spaces (the
// extraction reads them as columns). One page at a time: memory stays bounded on 200 pages.
import { getDocumentProxy } from 'unpdf';
import { fieldItems } from './form-fields';
import { sheetAngles, turnBack } from './skew';
import { applyPenMarks, type Item, readPenMarks } from './pen-marks';
import { placePictures, tablePictures, withMarkers } from './pictures';
import type { PageText, Picture } from './types';
import { turnUpright } from './sideways';
import { flattenHeads, type Turned } from './vertical-heads';

/** Fewer meaningful characters than this: no usable text layer (a scan, a stamp, a page number). */
const MIN_LETTERS = 25;
/** A mark alone in its cell: a tick, a cross, a box. */
const MARK = /^\s*[✓✔✗✘☐☑☒■□]\s*$/;

/** A copy: pdf.js may take over (detach) the buffer it is given, and the caller keeps its own. */
export const openPdf = (pdf: Uint8Array) => getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });

export async function countPages(pdf: Uint8Array): Promise<number> {
  const doc = await openPdf(pdf);
  try { return doc.numPages; } finally { await doc.destroy(); }
}

/**
 * Items in content order → flows: an item that jumps back up the page AND to the right starts a
 * new flow (a second column, written after the first by Word and pdfkit alike); a table is
 * written row by row and never jumps up, so its rows stay whole.
 */
function flows(items: Item[]): Item[][] {
  const out: Item[][] = [[]];
  let prev: Item | null = null;
  for (const item of items) {
    if (prev && item.y > prev.y + 3 * Math.max(prev.h, 6) && item.x > prev.x + 80) out.push([]);
    out[out.length - 1].push(item);
    prev = item;
  }
  // Round 18c: cells drawn after the rows they stand in (a table's merged cells) jump up and right
  // too, then the page goes on back at the left. Nothing of a page's first column stands right of
  // its second one; a table's next columns go on right of such cells: then they are the table's.
  return out.reduce<Item[][]>((kept, flow) => {
    const before = kept.at(-1);
    const back = flow.findIndex((i) => i.x < flow[0].x - 80);
    const cells = back < 0 ? flow : flow.slice(0, back);
    const right = Math.max(...cells.map((i) => i.x + i.w));
    const top = Math.max(...cells.map((i) => i.y)); const bottom = Math.min(...cells.map((i) => i.y));
    if (before && before.some((i) => i.x >= right + 2 && i.y <= top + 2 && i.y >= bottom - 2)) before.push(...flow);
    else kept.push(flow);
    return kept;
  }, []);
}

/**
 * Items → lines: same baseline (within a third of the font size), sorted left to right. Cells far
 * apart are padded to their place on the page (half the page's usual text height a character,
 * at least three spaces), so a column keeps its offset from row to row: a tick "X" under a
 * "NC" header is found by its offset (items.ts). `columns`: split a page's columns (text layer
 * only; tesseract's blocks of a table are columns too, so OCR'd lines are not split). A text
 * layer's cells 0.9 of a text height apart are apart (two close header labels, "Inapte  N.V.",
 * keep their own offsets); OCR's word boxes, less exact, need 1.2.
 */
export function rebuildLines(items: Item[], o: { columns?: boolean } = {}): string[] {
  const kept = items.filter((i) => i.str.trim() !== '');
  const hs = kept.map((i) => i.h).sort((a, b) => a - b);
  const unit = Math.max(1, (hs[Math.floor(hs.length / 2)] ?? 10) * 0.5);
  const minX = Math.min(...kept.map((i) => i.x));
  const lines: string[] = [];
  for (const flow of o.columns ? flows(kept) : [kept]) {
    const sorted = [...flow].sort((a, b) => b.y - a.y || a.x - b.x);
    const rows: Item[][] = [];
    for (const item of sorted) {
      const row = rows[rows.length - 1];
      if (row && Math.abs(row[0].y - item.y) <= Math.max(2, row[0].h / 3)) row.push(item);
      else rows.push([item]);
    }
    for (const row of rows) {
      row.sort((a, b) => a.x - b.x);
      // A line starting in a column keeps its indent (a header's second line under its columns).
      const indent = Math.round((row[0].x - minX) / unit);
      let line = indent >= 3 ? ' '.repeat(indent) : '';
      let end = -Infinity;
      let prev: Item | null = null;
      for (const i of row) {
        const gap = i.x - end;
        // Two marks side by side, each in its own column ("✓ ✓": a check's, then the result's).
        const marks = !!prev && MARK.test(prev.str) && MARK.test(i.str) && gap > i.h * 0.5;
        prev = i;
        if (line.trim()) {
          if (marks || i.cut || gap > i.h * (o.columns ? 0.9 : 1.2)) line += ' '.repeat(Math.max(3, Math.round((i.x - minX) / unit) - line.length));
          else if (gap > i.h * 0.15 && !line.endsWith(' ') && !i.str.startsWith(' ')) line += ' ';
        }
        line += i.str;
        end = i.x + i.w;
      }
      lines.push(line.replace(/\s+$/, ''));
    }
  }
  return lines;
}

export function usable(text: string): boolean {
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  // A text layer of replacement characters or private-use glyphs (broken font encodings) is garbage.
  const garbage = text.match(/[\uFFFD\uE000-\uF8FF]/g)?.length ?? 0;
  return letters >= MIN_LETTERS && garbage < letters / 10;
}

export async function* readTextLayer(pdf: Uint8Array): AsyncIterable<PageText> {
  const doc = await openPdf(pdf);
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const flat: Item[] = [];
      const turned: Turned[] = [];
      const texts = content.items.filter((it) => 'str' in it);
      // Round 24b: a sheet laid askew is turned back, each by its own angle (skew.ts).
      const skew = sheetAngles(texts.map((it) => { const [a, b, , , e, f] = it.transform as number[]; return { str: it.str, a, b, e, f }; }));
      for (const [k, it] of texts.entries()) {
        const [a, b, , d, e, f] = it.transform as number[];
        // Turned a quarter (a column's head printed vertically): vertical-heads.ts.
        if (Math.abs(a) < 0.05 * Math.abs(b)) turned.push({ str: it.str, x: e, y: f, length: it.width, size: Math.abs(b), up: b > 0 });
        else if (skew[k]) { const p = turnBack(e, f, skew[k]); flat.push({ str: it.str, x: p.x, y: p.y, w: it.width, h: Math.abs(it.height || d) || 10 }); }
        // Round 18b: a tilted stamp's line is where its middle is, not its left end (its row, in a table).
        else flat.push({ str: it.str, x: e, y: b ? f + (b / Math.hypot(a, b)) * (it.width / 2) : f, w: it.width, h: Math.abs(it.height || d) || 10 });
      }
      // Round 24b: a fillable form's typed values, in its fields (form-fields.ts).
      flat.push(...await fieldItems(page));
      const sideways = turnUpright(turned, flat);
      const items = sideways ? flattenHeads(sideways.rest, flat) : turned.length ? flattenHeads(turned, flat) : flat;
      const upright = sideways ? rebuildLines(sideways.upright, { columns: true }) : [];
      const lines = (its: Item[]) => [...(its.length ? rebuildLines(its, { columns: true }) : []), ...upright];
      let text = lines(items).join('\n').replace(/\0/g, ' ');
      // Pen marks only over a text layer: a scan's operator list decodes its image (170 ms a page).
      // Not over a sheet turned back (skew.ts): its drawing was not, a table's rules would strike its words.
      let pictures: Picture[] | undefined;
      if (usable(text) && !skew.some(Boolean)) {
        const marks = await readPenMarks(page);
        const marked = applyPenMarks(items, marks);
        // Round 24c: a table pasted as a picture, read by OCR where it lies (pictures.ts).
        const boxes = tablePictures(marks.pictures ?? [], marked, page.view);
        if (boxes.length) ({ text, pictures } = placePictures(lines(withMarkers(marked, boxes)), boxes, page.view));
        else if (marked !== items) text = lines(marked).join('\n');
        text = text.replace(/\0/g, ' ');
      }
      page.cleanup();
      yield usable(text) ? { page: n, source: 'text', text, confidence: null, ...(pictures && { pictures }) } : { page: n, source: 'none', text: '', confidence: null };
    }
  } finally {
    await doc.destroy();
  }
}
