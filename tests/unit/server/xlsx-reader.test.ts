// The imports' XLSX reader (server/areas/imports/xlsx-reader.ts) on files written by exceljs both
// ways (in memory, with shared strings; by its streaming writer, inline strings and the sheets
// before the workbook part): every row read even when the reader's consumer awaits between rows
// (exceljs's own streaming reader silently dropped the rows after the first one then), values by
// type, dates by style, formulas by their cached value, hidden tabs skipped.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRows, type SheetRow } from '../../../server/areas/imports/read';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function all(buf: Buffer, slow = false): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const row of readRows(buf, 'xlsx', 'x')) {
    out.push(row);
    if (slow) await new Promise((r) => setTimeout(r, 2));
  }
  return out;
}

async function inMemory(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const lists = wb.addWorksheet('lists', { state: 'hidden' });
  lists.addRow(['hidden value']);
  for (const name of ['Sécurité incendie', 'Levage']) {
    const sheet = wb.addWorksheet(name);
    sheet.addRow(['Désignation', 'Nombre', 'Date', 'Oui', 'Formule']);
    sheet.addRow([`${name} 1`, 12.5, day('2027-01-31'), true, { formula: 'B2*2', result: 25 }]);
    sheet.addRow([{ richText: [{ text: 'Riche ' }, { text: 'texte', font: { bold: true } }] }, null, '15/01/2027', false, { formula: 'B3*2' }]);
    sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
  }
  return Buffer.from(await wb.xlsx.writeBuffer() as ArrayBuffer);
}

describe('xlsx reader', () => {
  it('reads every visible tab, values by type, dates by style, formulas by their cached value', async () => {
    const rows = await all(await inMemory());
    expect(rows.map((r) => `${r.tab}:${r.line}`)).toEqual(['Sécurité incendie:1', 'Sécurité incendie:2', 'Sécurité incendie:3', 'Levage:1', 'Levage:2', 'Levage:3']);
    expect(rows[1].cells).toEqual(['Sécurité incendie 1', 12.5, day('2027-01-31'), true, 25]);
    expect(rows[1].formulas).toEqual([]);
    expect(rows[2].cells).toEqual(['Riche texte', null, '15/01/2027', false, null]);
    expect(rows[2].formulas).toEqual([4]);
  });

  it('reads every row when the consumer awaits between rows', async () => {
    expect(await all(await inMemory(), true)).toHaveLength(6);
  });

  it('reads the streaming writer\'s files (inline strings, sheets before the workbook part) row by row', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'xlsx-reader-'));
    const file = path.join(dir, 'stream.xlsx');
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
    const sheet = wb.addWorksheet('Éléments');
    sheet.addRow(['Désignation', 'Date']).commit();
    // Texts of 13 characters or more (copied out of the parser's chunk: xlsx-reader.ts `own`), accents and an emoji.
    for (let i = 0; i < 3000; i += 1) sheet.addRow([`Extincteur é 😀 ${i}`, day('2027-03-01')]).commit();
    sheet.commit();
    await wb.commit();
    const rows = await all(await fs.readFile(file), false);
    await fs.rm(dir, { recursive: true, force: true });
    expect(rows).toHaveLength(3001);
    expect(rows[3000]).toEqual({ tab: 'Éléments', line: 3001, cells: ['Extincteur é 😀 2999', day('2027-03-01')], formulas: [] });
  });
});
