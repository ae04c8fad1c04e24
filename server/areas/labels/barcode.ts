// One QR code (bwip-js, default correction level M) or Data Matrix as its grid of modules, drawn
// by the sheet as vector squares.
import bwipjs from 'bwip-js/node';

export const LABEL_FORMATS = ['qr', 'datamatrix'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

const BCID: Record<LabelFormat, string> = { qr: 'qrcode', datamatrix: 'datamatrix' };

/** A 2D symbol as its module grid: `dark[y * columns + x]`, row 0 at the top. */
export interface Modules {
  columns: number;
  rows: number;
  dark: ArrayLike<number>;
}

/**
 * The symbol's modules without rendering an image: the sheet draws them as vector squares
 * (sharp at any printer resolution, and no PNG encoded then decoded per label).
 */
export function barcodeModules(format: LabelFormat, text: string): Modules {
  const [symbol] = bwipjs.raw({ bcid: BCID[format], text }) as { pixs: number[]; pixx: number; pixy: number }[];
  return { columns: symbol.pixx, rows: symbol.pixy, dark: symbol.pixs };
}

/** Horizontal runs of dark modules, row by row: the rectangles to fill (far fewer than modules). */
export function darkRuns(m: Modules): { x: number; y: number; length: number }[] {
  const runs: { x: number; y: number; length: number }[] = [];
  for (let y = 0; y < m.rows; y++) {
    let start = -1;
    for (let x = 0; x <= m.columns; x++) {
      const dark = x < m.columns && m.dark[y * m.columns + x] === 1;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  }
  return runs;
}
