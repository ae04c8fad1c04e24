// Reads an import file as a stream of rows: XLSX through xlsx-reader.ts (after the
// zip's declared sizes are checked: no zip bomb is inflated), CSV as French Excel writes it
// (`;`, Latin-1 or UTF-8 with a BOM). Rows come with their tab and their line as Excel numbers
// them (header = 1). Formulas give their cached value, never evaluated; without one the cell is
// refused. Any hostile shape is an ImportFileError (a message key), never a crash.
import { Readable } from 'node:stream';
import { parse as parseCsv } from 'fast-csv';
import type { Cell } from './parse';
import { xlsxSheetRows, type ZipEntry } from './xlsx-reader';

export class ImportFileError extends Error {
  constructor(public key: string, public params: Record<string, string | number> = {}) {
    super(key);
    this.name = 'ImportFileError';
  }
}

/** Declared uncompressed total of an XLSX beyond which it is refused, and the per-entry ratio. */
export const MAX_UNCOMPRESSED = 512 * 1024 * 1024;
export const MAX_RATIO = 200;

export interface SheetRow { tab: string; line: number; cells: Cell[]; formulas: number[] }

const u32 = (b: Buffer, at: number) => b.readUInt32LE(at);
const u16 = (b: Buffer, at: number) => b.readUInt16LE(at);

/**
 * The zip's central directory: refuses declared sizes that would inflate past the limits, and
 * lists the entries (xlsx-reader.ts reads the parts it needs).
 */
export function checkZip(buf: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i -= 1) {
    if (u32(buf, i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) throw new ImportFileError('api.imports.errors.not_spreadsheet');
  const count = u16(buf, eocd + 10);
  const entries: ZipEntry[] = [];
  let at = u32(buf, eocd + 16);
  let total = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || u32(buf, at) !== 0x02014b50) throw new ImportFileError('api.imports.errors.not_spreadsheet');
    const compressed = u32(buf, at + 20);
    const size = u32(buf, at + 24);
    // ZIP64 markers (0xFFFFFFFF): an XLSX never needs them; a bomb does.
    if (size === 0xffffffff || compressed === 0xffffffff) throw new ImportFileError('api.imports.errors.zip_bomb');
    total += size;
    if (total > MAX_UNCOMPRESSED || (size > 1024 * 1024 && size / Math.max(compressed, 1) > MAX_RATIO)) {
      throw new ImportFileError('api.imports.errors.zip_bomb');
    }
    const length = 46 + u16(buf, at + 28) + u16(buf, at + 30) + u16(buf, at + 32);
    if (at + length > buf.length) throw new ImportFileError('api.imports.errors.not_spreadsheet');
    const name = buf.subarray(at + 46, at + 46 + u16(buf, at + 28)).toString('latin1');
    entries.push({ name, central: buf.subarray(at, at + length), local: u32(buf, at + 42), compressed });
    at += length;
  }
  return entries;
}

async function* xlsxRows(buf: Buffer): AsyncGenerator<SheetRow> {
  const entries = checkZip(buf);
  try {
    yield* xlsxSheetRows(buf, entries);
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    throw new ImportFileError('api.imports.errors.unreadable');
  }
}

/** UTF-8 (with or without BOM) when it decodes; else Latin-1 (Windows-1252, French Excel's CSV). */
export function decodeCsv(buf: Buffer): string {
  if (buf.includes(0)) throw new ImportFileError('api.imports.errors.encoding');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    return new TextDecoder('windows-1252').decode(buf);
  }
}

async function* csvRows(buf: Buffer, tab: string): AsyncGenerator<SheetRow> {
  const text = decodeCsv(buf);
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
  const parser = Readable.from([text]).pipe(parseCsv({ delimiter, ignoreEmpty: false, maxRows: 0 }));
  let line = 0;
  try {
    for await (const record of parser) {
      line += 1;
      yield { tab, line, cells: (record as string[]).map((v) => v), formulas: [] };
    }
  } catch {
    throw new ImportFileError('api.imports.errors.unreadable');
  }
}

/** The rows of the file (its bytes: bounded by the upload limit), every tab. */
export function readRows(buf: Buffer, kind: 'xlsx' | 'csv', csvTab: string): AsyncGenerator<SheetRow> {
  return kind === 'xlsx' ? xlsxRows(buf) : csvRows(buf, csvTab);
}

/** What the first bytes say: an XLSX (a zip), a CSV (text), or neither (null). */
export function sniffSpreadsheet(sample: Buffer): 'xlsx' | 'csv' | null {
  if (sample.length < 2) return null;
  if (sample.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  // Text: no NUL byte, no control characters but tabs and line ends (binary files have many).
  let control = 0;
  for (const b of sample.subarray(0, 8192)) {
    if (b === 0) return null;
    if (b < 9 || (b > 13 && b < 32)) control += 1;
  }
  return control > 0 ? null : 'csv';
}
