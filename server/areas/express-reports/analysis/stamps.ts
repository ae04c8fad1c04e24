// Coloured ink on a scanned page. A rubber stamp ("Reçu le …", a body's seal) in blue or red over
// a table header made tesseract drop the header's block, so coloured ink is whitened before OCR
// (ocr-engine.ts). But that also erased what was written in blue ink: a register or a form filled
// on site lost this visit's entries, and the previous visit's, in black, were read as the visit's
// (round 18's register). Once scanned, neither colour, lightness nor stroke width tells a stamp
// from a pen (both come out as pale blue strokes of 3–6 px at 200 dpi); the amount does: a stamp
// or two is some 12,000–14,000 coloured pixels at 200 dpi, a page written or printed in colour
// from 20,000 to 400,000 (measured on rounds 18, 20 and 21's scans). Such a page is read both ways.

/** Coloured: not grey (a scanner's grey and black ink have their three channels close). */
export const isColoured = (r: number, g: number, b: number) => Math.max(r, g, b) - Math.min(r, g, b) > 28;

/** More coloured pixels than a stamp or two leave (at 200 dpi): the page is also read as it is. */
export const MORE_THAN_STAMPS = 20_000;

/**
 * Round 24: lighter than this, red, green or orange ink is a stamp's or a highlighter's and is
 * whitened; darker, it is print meant to be read (a result printed in red or green, the letters a
 * red stamp lies over) and is kept, as grey. Blue and violet ink, a pen's or a stamp's, is whitened
 * however dark: a pen's thin tick came out half whitened (its core dark, its edges pale), lighter
 * than the printed outline of an empty box beside it, and the empty box was read as the ticked one
 * (round 21's bristol cards); whitened whole it is no tick, and the page written in colour is read
 * as it is too (MORE_THAN_STAMPS).
 */
export const LIGHT_INK = 130;

/** Blue or violet: a pen's or a stamp's ink. */
const bluish = (r: number, g: number, b: number) => b >= r && b >= g;

/** Whitens the light or bluish coloured pixels of RGBA `data` in place and greys the others; the count whitened. */
export function whitenColoured(data: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i]; const g = data[i + 1]; const b = data[i + 2];
    if (!isColoured(r, g, b)) continue;
    const lum = 0.299 * r + 0.587 * g + 0.114 * b;
    if (lum > LIGHT_INK || bluish(r, g, b)) { data[i] = data[i + 1] = data[i + 2] = 255; n++; } else data[i] = data[i + 1] = data[i + 2] = lum;
  }
  return n;
}
