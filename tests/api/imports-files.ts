// Files the imports tests send: templates filled with exceljs, CSVs as French Excel writes them,
// and hostile files (a zip bomb's central directory, formulas, huge cells, binary).
import ExcelJS from 'exceljs';

export type Rows = Record<string, (string | number | Date | null | { formula: string; result?: unknown })[][]>;

/** An XLSX with one tab per key: its first row is the header. */
export async function xlsx(tabs: Rows): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(tabs)) {
    const sheet = wb.addWorksheet(name);
    for (const r of rows) sheet.addRow(r as ExcelJS.CellValue[]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A CSV as French Excel writes it: `;`, CRLF, Latin-1 (or UTF-8 with a BOM). */
export function csv(rows: string[][], encoding: 'latin1' | 'utf8bom' = 'latin1'): Buffer {
  const text = rows.map((r) => r.map((v) => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(';')).join('\r\n') + '\r\n';
  return encoding === 'latin1' ? Buffer.from(text, 'latin1') : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

/**
 * A zip bomb's shape: a valid XLSX whose central directory declares a sheet of 4 GB - 2 bytes
 * compressed into a few bytes (what a real bomb declares; nothing is inflated to find out).
 */
export async function zipBomb(): Promise<Buffer> {
  const buf = Buffer.from(await xlsx({ A: [['x']] }));
  for (let i = buf.length - 22; i >= 0; i -= 1) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    let at = buf.readUInt32LE(i + 16);
    const n = buf.readUInt16LE(i + 10);
    for (let k = 0; k < n; k += 1) {
      const name = buf.subarray(at + 46, at + 46 + buf.readUInt16LE(at + 28)).toString();
      if (name.startsWith('xl/worksheets/')) buf.writeUInt32LE(0xfffffffe, at + 24);
      at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    }
    break;
  }
  return buf;
}
