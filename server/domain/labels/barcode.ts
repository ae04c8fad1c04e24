// One QR code (bwip-js default correction level M) or Data Matrix as a PNG (bwip-js, in node). The sheet scales it to the label;
// 2 pixels per module keep the image small (a sheet of 100,000 labels) and sharp when printed.
import bwipjs from 'bwip-js/node';

export const LABEL_FORMATS = ['qr', 'datamatrix'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

const BCID: Record<LabelFormat, string> = { qr: 'qrcode', datamatrix: 'datamatrix' };

export interface BarcodeOptions {
  /** Pixels per module (default 2). */
  scale?: number;
  /** White margin around the symbol (bwip-js units; default none: the label's margin is white). */
  padding?: number;
}

export function renderBarcode(format: LabelFormat, text: string, opts: BarcodeOptions = {}): Promise<Buffer> {
  const padding = opts.padding ?? 0;
  return bwipjs.toBuffer({
    bcid: BCID[format],
    text,
    scale: opts.scale ?? 2,
    paddingwidth: padding,
    paddingheight: padding,
    backgroundcolor: 'FFFFFF',
  });
}
