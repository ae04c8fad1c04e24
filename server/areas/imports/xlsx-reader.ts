// The rows of an XLSX, one sheet at a time, inflating each sheet as a stream (memory stays flat
// at 100,000 rows: tests/bench/results/imports.md). Why not exceljs's streaming reader: measured
// here, when its consumer awaits between rows (an import writes a batch to the database) it may
// end a workbook early without an error — the rows after are silently lost — and it throws on
// files exceljs itself saves. The zip's sizes are checked before (read.ts checkZip); only the
// parts needed are inflated: the workbook and its relations (tabs, hidden ones), the styles
// (which numbers are dates), the shared strings, then the visible sheets in the workbook's order.
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { MAX_CELL_CHARS, serialToIso, type Cell } from './parse';

/** One entry of the zip's central directory: its header there, its local part's offset. */
export interface ZipEntry { name: string; central: Buffer; local: number; compressed: number }

export interface RawRow { tab: string; line: number; cells: Cell[]; formulas: number[] }

/** The compressed bytes of an entry and whether they are deflated (8) or stored (0). */
function dataOf(buf: Buffer, e: ZipEntry): { data: Buffer; deflated: boolean } {
  const at = e.local;
  if (buf.readUInt32LE(at) !== 0x04034b50) throw new Error('not a local header');
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const method = e.central.readUInt16LE(10);
  if (method !== 0 && method !== 8) throw new Error(`compression ${method}`);
  return { data: buf.subarray(start, start + e.compressed), deflated: method === 8 };
}

/** An XML part through a SAX parser, chunk by chunk; `each` runs after every chunk (rows ready). */
async function* parseXml(buf: Buffer, e: ZipEntry, on: (p: SaxesParser) => void): AsyncGenerator<void> {
  const { data, deflated } = dataOf(buf, e);
  const parser = new SaxesParser();
  on(parser);
  const decoder = new StringDecoder('utf8');
  if (!deflated) {
    parser.write(decoder.write(data));
  } else {
    const inflate = zlib.createInflateRaw();
    inflate.end(data);
    for await (const chunk of inflate) {
      parser.write(decoder.write(chunk as Buffer));
      yield;
    }
  }
  parser.write(decoder.end());
  parser.close();
  yield;
}

async function readWhole(buf: Buffer, e: ZipEntry | undefined, on: (p: SaxesParser) => void) {
  if (!e) return;
  for await (const _ of parseXml(buf, e, on)) { /* small parts: parsed whole */ }
}

const attr = (node: SaxesTagPlain, name: string) => {
  const v = node.attributes[name];
  return typeof v === 'string' ? v : undefined;
};
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** A number format showing a date: Excel's built-in ids, or a code with day/month/year/time parts. */
function isDateFormat(id: number, code: string | undefined): boolean {
  if ((id >= 14 && id <= 22) || (id >= 45 && id <= 47) || (id >= 27 && id <= 36) || (id >= 50 && id <= 58)) return true;
  if (!code) return false;
  const bare = code.replace(/"[^"]*"/g, '').replace(/\[[^\]]*\]/g, '').replace(/\\./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare);
}

interface Book { sheets: { name: string; path: string; hidden: boolean }[]; dateStyles: Set<number>; strings: string[]; date1904: boolean }

async function readBook(buf: Buffer, entries: Map<string, ZipEntry>): Promise<Book> {
  const rels = new Map<string, string>();
  await readWhole(buf, entries.get('xl/_rels/workbook.xml.rels'), (p) => p.on('opentag', (n) => {
    if (local(n.name) !== 'Relationship') return;
    const target = attr(n, 'Target') ?? '';
    rels.set(attr(n, 'Id') ?? '', target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }));
  const book: Book = { sheets: [], dateStyles: new Set(), strings: [], date1904: false };
  await readWhole(buf, entries.get('xl/workbook.xml'), (p) => p.on('opentag', (n) => {
    if (local(n.name) === 'workbookPr') book.date1904 = ['1', 'true'].includes(attr(n, 'date1904') ?? '');
    if (local(n.name) !== 'sheet') return;
    const path = rels.get(attr(n, 'r:id') ?? '') ?? '';
    const state = attr(n, 'state');
    book.sheets.push({ name: attr(n, 'name') ?? '', path, hidden: !!state && state !== 'visible' });
  }));
  const formats = new Map<number, string>();
  let inXfs = false;
  let xf = 0;
  await readWhole(buf, entries.get('xl/styles.xml'), (p) => {
    p.on('opentag', (n) => {
      const name = local(n.name);
      if (name === 'numFmt') formats.set(Number(attr(n, 'numFmtId')), attr(n, 'formatCode') ?? '');
      else if (name === 'cellXfs') inXfs = true;
      else if (name === 'xf' && inXfs) {
        const id = Number(attr(n, 'numFmtId') ?? 0);
        if (isDateFormat(id, formats.get(id))) book.dateStyles.add(xf);
        xf += 1;
      }
    });
    p.on('closetag', (n) => { if (local(n.name) === 'cellXfs') inXfs = false; });
  });
  let text: string[] | null = null;
  let inText = false;
  let phonetic = false;
  await readWhole(buf, entries.get('xl/sharedStrings.xml'), (p) => {
    p.on('opentag', (n) => {
      const name = local(n.name);
      if (name === 'si') text = [];
      else if (name === 'rPh') phonetic = true;
      else if (name === 't' && !phonetic) inText = true;
    });
    p.on('text', (t) => { if (inText && text) text.push(t); });
    p.on('closetag', (n) => {
      const name = local(n.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si') { book.strings.push(own(text!.join('').slice(0, MAX_CELL_CHARS + 1))); text = null; }
    });
  });
  return book;
}

/** 'BC12' → 54 (0-based column). */
function columnOf(ref: string | undefined, fallback: number): number {
  const m = ref ? /^([A-Z]{1,3})/i.exec(ref) : null;
  if (!m) return fallback;
  let n = 0;
  for (const ch of m[1].toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

/**
 * A copy of a cell's text: the parser's strings are slices of the inflated chunk they came from,
 * and V8 keeps a slice's whole parent alive — rows held for a batch (1,000 to 2,000) kept every
 * 16 KB chunk they spanned, promoted with them to the old generation (measured with
 * --trace-gc-nvp: tests/bench/results/imports.md). The UTF-8 round trip is exact: the decoder and
 * the parser give well-formed strings (no lone surrogate).
 */
const own = (s: string) => (s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8'));

function dateOf(serial: number, date1904: boolean): Cell {
  const iso = serialToIso(date1904 ? serial + 1462 : serial);
  return iso ? new Date(`${iso}T00:00:00Z`) : serial;
}

/** Every row of every visible sheet, in the workbook's order. Throws on a malformed part. */
export async function* xlsxSheetRows(buf: Buffer, list: ZipEntry[]): AsyncGenerator<RawRow> {
  const entries = new Map(list.map((e) => [e.name, e]));
  const book = await readBook(buf, entries);
  for (const sheet of book.sheets) {
    const entry = entries.get(sheet.path);
    if (sheet.hidden || !entry) continue;
    const ready: RawRow[] = [];
    let row: RawRow | null = null;
    let cell: { col: number; type: string; style: number; value: string; formula: boolean; capture: boolean } | null = null;
    let lastLine = 0;
    const finish = () => {
      if (!row || !cell) return;
      const { col, type, value, formula } = cell;
      let v: Cell = null;
      if (type === 's') v = book.strings[Number(value)] ?? null;
      else if (type === 'b') v = value === '1';
      else if (type === 'e') v = null;
      else if (type === 'str' || type === 'inlineStr') v = own(value);
      else if (type === 'd') v = value ? new Date(value) : null;
      else if (value.trim() !== '') {
        const n = Number(value);
        v = Number.isFinite(n) ? (book.dateStyles.has(cell.style) ? dateOf(n, book.date1904) : n) : value;
      }
      if (formula && value === '') row.formulas.push(col);
      while (row.cells.length < col) row.cells.push(null);
      row.cells[col] = v;
    };
    const on = (p: SaxesParser) => {
      p.on('opentag', (n) => {
        const name = local(n.name);
        if (name === 'row') {
          lastLine = Number(attr(n, 'r') ?? lastLine + 1);
          row = { tab: sheet.name, line: lastLine, cells: [], formulas: [] };
        } else if (name === 'c' && row) {
          cell = { col: columnOf(attr(n, 'r'), row.cells.length), type: attr(n, 't') ?? 'n', style: Number(attr(n, 's') ?? 0), value: '', formula: false, capture: false };
        } else if (cell && (name === 'v' || name === 't')) cell.capture = true;
        else if (cell && name === 'f') cell.formula = true;
      });
      p.on('text', (t) => {
        if (cell?.capture && cell.value.length <= MAX_CELL_CHARS) cell.value += t.slice(0, MAX_CELL_CHARS + 1 - cell.value.length);
      });
      p.on('closetag', (n) => {
        const name = local(n.name);
        if ((name === 'v' || name === 't') && cell) cell.capture = false;
        else if (name === 'c') { finish(); cell = null; }
        else if (name === 'row' && row) { ready.push(row); row = null; }
      });
    };
    for await (const _ of parseXml(buf, entry, on)) yield* ready.splice(0);
  }
}
