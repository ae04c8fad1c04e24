// A printable A4 sheet of labels (pdfkit): a grid of 3 × 7 labels of 63.5 × 38.1 mm (the common
// 21-label sticker sheets), each the code's symbol with the element's designation, its
// identification number, the code in clear and the landmarks under the company's names (typed by hand when a camera cannot read it).
// DejaVu is embedded: pdfkit's standard fonts lack characters of real designations (œ, €, ’…).
// The document is a stream: pages are written as they are filled, nothing is kept for the end.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { barcodeModules, darkRuns, type LabelFormat } from './barcode';
import { labelContent } from './codes';

export interface Label {
  code: string;
  designation: string;
  identification: string;
  /** The landmarks under the company's names ("Zone : A · Local : 12"), empty: no line. */
  landmarks?: string;
}

const mm = (v: number) => (v * 72) / 25.4;
const GRID = {
  columns: 3, rows: 7,
  width: mm(63.5), height: mm(38.1), left: mm(7.2), top: mm(15.1), gapX: mm(2.5), gapY: 0,
};
export const LABELS_PER_PAGE = GRID.columns * GRID.rows;
const SYMBOL = 58; // pt, about 20 mm: read at arm's length by a phone
const PADDING = 8;

let fonts: Record<'regular' | 'bold' | 'mono', Buffer> | null = null;
/** The TTF files, read once per process. */
function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
    fonts = { regular: file('DejaVuSans'), bold: file('DejaVuSans-Bold'), mono: file('DejaVuSansMono') };
  }
  return fonts;
}

/** The longest start of `text` that fits `width` with an ellipsis (the whole text when it fits). */
export function fitText(measure: (s: string) => number, text: string, width: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (measure(clean) <= width) return clean;
  const chars = Array.from(clean); // never cut a surrogate pair
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${chars.slice(0, mid).join('').trimEnd()}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('').trimEnd()}…`;
}

export class LabelSheet {
  readonly doc: PDFKit.PDFDocument;
  private count = 0;

  /** The company's logo, opened once and drawn in each page's top margin (one image object for all pages). */
  private logoImage: unknown = null;

  constructor(private readonly format: LabelFormat, private readonly publicUrl: string, title: string, logo: Buffer | null = null) {
    // No layout cache: it keeps every text ever measured (each label's designation) until the end.
    this.doc = new PDFDocument({
      size: 'A4', margin: 0, autoFirstPage: false, fontLayoutCache: false, info: { Title: title, Creator: 'Conformité' },
    });
    const f = loadFonts();
    this.doc.registerFont('regular', f.regular);
    this.doc.registerFont('bold', f.bold);
    this.doc.registerFont('mono', f.mono);
    if (logo) {
      // A logo pdfkit cannot read leaves the sheet without it, never without the sheet.
      try {
        this.logoImage = (this.doc as unknown as { openImage(src: Buffer): unknown }).openImage(logo);
      } catch { this.logoImage = null; }
    }
  }

  /** Labels drawn so far. */
  get size() {
    return this.count;
  }

  async add(label: Label): Promise<void> {
    const modules = barcodeModules(this.format, labelContent(this.publicUrl, label.code));
    const slot = this.count % LABELS_PER_PAGE;
    if (slot === 0) this.newPage();
    this.count += 1;
    const col = slot % GRID.columns;
    const row = Math.floor(slot / GRID.columns);
    const x = GRID.left + col * (GRID.width + GRID.gapX);
    const y = GRID.top + row * (GRID.height + GRID.gapY);
    const { doc } = this;
    // Vector modules, one rectangle per horizontal run, filled at once.
    const unit = SYMBOL / Math.max(modules.columns, modules.rows);
    const left = x + (GRID.width - modules.columns * unit) / 2;
    const top = y + PADDING - 2;
    for (const run of darkRuns(modules)) doc.rect(left + run.x * unit, top + run.y * unit, run.length * unit, unit);
    doc.fillColor('#000000').fill();
    const width = GRID.width - 2 * PADDING;
    const line = (font: 'regular' | 'bold' | 'mono', size: number, text: string, top: number, color = '#000000') => {
      doc.font(font).fontSize(size).fillColor(color);
      const fitted = fitText((s) => doc.widthOfString(s), text, width);
      if (fitted) doc.text(fitted, x + PADDING, y + top, { width, align: 'center', lineBreak: false });
    };
    line('bold', 8, label.designation, PADDING + SYMBOL + 1);
    line('regular', 7.5, label.identification, PADDING + SYMBOL + 11);
    line('mono', 6.5, label.code, PADDING + SYMBOL + 21, '#444444');
    if (label.landmarks) line('regular', 6, label.landmarks, PADDING + SYMBOL + 29, '#444444');
  }

  /**
   * A new page; the previous one is written by pdfkit now. pdfkit keeps every page's dictionaries,
   * and through them every image object, until the document ends (about 3 kB a label): once a
   * page is written they are never read again, so they are emptied to keep memory flat.
   */
  private newPage() {
    const previous = this.doc.page as unknown as { dictionary: { data: object }; resources: { data: object } } | undefined;
    this.doc.addPage();
    // In the sheet's top margin (15 mm), above the first row of stickers.
    if (this.logoImage) this.doc.image(this.logoImage as Buffer, GRID.left, mm(3), { fit: [mm(40), mm(10)] });
    if (previous) {
      previous.dictionary.data = {};
      previous.resources.data = {};
    }
  }

  /** Ends the document (a sheet without labels still gets its one blank page). */
  end(): void {
    if (this.count === 0) this.newPage();
    this.doc.end();
  }
}
