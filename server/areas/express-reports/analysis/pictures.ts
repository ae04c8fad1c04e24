// Round 24c: a picture pasted into a digital page (a spreadsheet's range copied as an image, a
// screenshot of a portal's table) holds text the text layer does not: the report's results, for
// a maintenance company's "Synthèse" pasted from its tracking workbook. Such a picture is found
// in the page's operator list (pen-marks.ts), marked where it lies among the page's lines, read
// by OCR alone (the rest of the page keeps its exact text layer) and its lines set in its place.
import type { Item } from './pen-marks';
import type { Clip, PageText, Picture } from './types';

interface Box { x0: number; y0: number; x1: number; y1: number }

/** Smaller than this (points) a picture is a logo, a signature or a stamp, not a table. */
const MIN_WIDTH = 150;
const MIN_HEIGHT = 40;
/** A picture under more text items than this is a background (a searchable scan's page, a letterhead). */
const TEXT_OVER = 2;
/** The picture's own line among the page's lines while they are built; never left in the text. */
const marker = (k: number) => `\u2063${k}\u2063`;
const MARKED = /\u2063(\d+)\u2063/;

/** The pictures of a page that may hold a table: large enough and with no text laid over them. */
export function tablePictures(boxes: Box[], items: Item[], view: number[]): Box[] {
  const pageArea = Math.abs((view[2] - view[0]) * (view[3] - view[1]));
  return boxes.filter((b) => {
    const w = b.x1 - b.x0; const h = b.y1 - b.y0;
    if (w < MIN_WIDTH || h < MIN_HEIGHT || w * h > 0.9 * pageArea) return false;
    const over = items.filter((i) => {
      const cx = i.x + i.w / 2; const cy = i.y + i.h / 3;
      return cx > b.x0 && cx < b.x1 && cy > b.y0 && cy < b.y1;
    }).length;
    return over <= TEXT_OVER;
  });
}

/**
 * The page's items with a marker at each picture's top edge, in content order before the first
 * item printed under that edge, so the lines built from them (which split a page's columns by
 * content order) put it where the picture is read.
 */
export function withMarkers(items: Item[], pictures: Box[]): Item[] {
  const out = [...items];
  pictures.forEach((b, k) => {
    const item: Item = { str: marker(k), x: b.x0, y: b.y1 - 2, w: 4, h: 8 };
    const next = out.findIndex((i) => !MARKED.test(i.str) && i.y < item.y && i.x < b.x1 && i.x + i.w > b.x0);
    out.splice(next < 0 ? out.length : next, 0, item);
  });
  return out;
}

/** The lines without their markers, and where each picture's lines go (before line `at`). */
export function placePictures(lines: string[], pictures: Box[], view: number[]): { text: string; pictures: Picture[] } {
  const kept: string[] = [];
  const at = new Map<number, number>();
  for (const line of lines) {
    const m = MARKED.exec(line);
    if (!m) { kept.push(line); continue; }
    const rest = line.replace(new RegExp(MARKED.source, 'g'), '').replace(/\s+$/, '');
    // A marker on a line of text (beside the picture): the picture's lines come after that line.
    if (rest.trim()) kept.push(rest);
    for (const k of line.matchAll(new RegExp(MARKED.source, 'g'))) at.set(Number(k[1]), kept.length);
  }
  const top = Math.max(view[1], view[3]);
  const left = Math.min(view[0], view[2]);
  return {
    text: kept.join('\n'),
    pictures: pictures.map((b, k) => ({ at: at.get(k) ?? kept.length, clip: { x: b.x0 - left, y: top - b.y1, w: b.x1 - b.x0, h: b.y1 - b.y0 } })),
  };
}

/** What an OCR of a picture must say to be kept: a photograph reads as a few stray letters. */
const MIN_LETTERS = 25;
const MIN_CONFIDENCE = 0.5;

/**
 * The page with its pictures' lines read by `read` (the OCR of one clip) and set in their place.
 * Then the page is partly OCR'd: its facts are weighted by the OCR's confidence (extract.ts).
 */
export async function withPictures(p: PageText, read: (clip: Clip) => Promise<PageText>): Promise<PageText> {
  const { pictures, ...page } = p;
  if (!pictures?.length) return page;
  const lines = page.text.split('\n');
  let confidence = 1;
  let said = false;
  for (const pic of [...pictures].sort((a, b) => b.at - a.at)) {
    const got = await read(pic.clip);
    const letters = got.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    if (letters < MIN_LETTERS || (got.confidence ?? 0) < MIN_CONFIDENCE) continue;
    lines.splice(pic.at, 0, ...got.text.split('\n'));
    confidence = Math.min(confidence, got.confidence ?? 0);
    said = true;
  }
  return said ? { page: page.page, source: 'ocr', text: lines.join('\n'), confidence } : page;
}
