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

/** Whitens the coloured pixels of RGBA `data` in place; their count. */
export function whitenColoured(data: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (isColoured(data[i], data[i + 1], data[i + 2])) { data[i] = data[i + 1] = data[i + 2] = 255; n++; }
  }
  return n;
}
