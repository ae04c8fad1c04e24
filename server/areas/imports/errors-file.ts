// GET /imports/{id}/errors/: the file back as XLSX (a CSV comes back as XLSX), every tab and row
// as it was read, the cells in error filled red with the message as a comment (a row error: its
// first cell), so the user fixes it in Excel and imports it again. Written by the streaming
// writer into the blob store's temporary area? No: into a buffer stream sent as it is produced,
// with the errors read tab by tab in line order (import_errors_tab_line_idx).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { FieldDef } from '../../../resources/types';
import { rows, type Runner } from '../../crud/sql';
import { t, type Locale } from '../../http/i18n';
import type { BlobStore } from '../../storage/types';
import { columnsOf, headerIndex } from './columns';
import type { ImportRow } from './jobs';
import { referenceKey, type Cell } from './parse';
import { readRows } from './read';
import { readBlob } from './store';

const RED: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF9999' } };

interface ErrorRow { tab: string; line: number; field: string | null; message: string; params: Record<string, string | number> | null }

/** The errors of the import, keyed `tab\u0000line`. */
async function errorsOf(db: Runner, id: number) {
  const map = new Map<string, ErrorRow[]>();
  for (const e of await rows<ErrorRow>(db, sql`SELECT tab, line, field, message, params FROM import_errors WHERE import_id = ${id} ORDER BY tab, line, seq`)) {
    const key = `${e.tab}\u0000${e.line}`;
    map.set(key, [...(map.get(key) ?? []), e]);
  }
  return map;
}

export async function errorsFile(db: Runner, store: BlobStore, imp: ImportRow, locale: Locale): Promise<Buffer> {
  const errors = await errorsOf(db, imp.id);
  const buf = await readBlob(store, imp.blob_key);
  const kind = buf.subarray(0, 2).toString('latin1') === 'PK' ? 'xlsx' : 'csv';
  const csvTab = imp.file_name.replace(/\.[^.]*$/, '').slice(0, 100) || 'CSV';
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => { out.on('end', resolve); out.on('error', reject); });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const fields: FieldDef[] = columnsOf(imp.object_type, imp.action_type);
  const index = headerIndex(imp.object_type, fields);
  await (async () => {
    let sheet: ExcelJS.Worksheet | null = null;
    let tab = '';
    let columnOf = new Map<string, number>();
    for await (const row of readRows(buf, kind, csvTab)) {
      if (row.tab !== tab || !sheet) {
        sheet?.commit();
        tab = row.tab;
        sheet = wb.addWorksheet(tab.slice(0, 31));
        columnOf = new Map(row.cells.map((c, i) => [index.get(referenceKey(String(c ?? ''))) ?? '', i + 1]));
      }
      const out = sheet.getRow(row.line);
      row.cells.forEach((c: Cell, i) => { out.getCell(i + 1).value = c; });
      const found = errors.get(`${tab.slice(0, 100)}\u0000${row.line}`);
      for (const e of found ?? []) {
        const cell = out.getCell(e.field ? columnOf.get(e.field) ?? 1 : 1);
        const message = t(locale, e.message, e.params ?? {});
        const before = cell.note ? `${typeof cell.note === 'string' ? cell.note : ''}\n` : '';
        cell.fill = RED;
        cell.note = `${before}${message}`;
      }
      out.commit();
    }
    sheet?.commit();
    await wb.commit();
  })();
  await ended;
  return Buffer.concat(chunks);
}
