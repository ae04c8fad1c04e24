// Issue 34: the workbooks the API writes (list exports streamed, the forecast, consumption and
// activity reports in memory) read back with columns sized to their content, the header row
// frozen and an autofilter over the table.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnWidths, HEADER_FROZEN, layoutSheet, StreamedTable } from '../../../server/storage/xlsx-layout';

async function readBack(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

const collect = (out: PassThrough) => new Promise<Buffer>((resolve, reject) => {
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  out.on('end', () => resolve(Buffer.concat(chunks)));
  out.on('error', reject);
});

const LONG = 'Vérification générale périodique des ponts roulants et palans';

describe('xlsx layout', () => {
  it('widths follow the longest cell, with room for the header arrow, within 8 and 60', () => {
    expect(columnWidths([['Nom', 'N°', 'Date'], [LONG, 7, new Date(Date.UTC(2026, 10, 26))]])).toEqual([60, 8, 12]);
    expect(columnWidths([['Désignation de l’élément'], ['Palan']])).toEqual(['Désignation de l’élément'.length + 3]);
    expect(columnWidths([['A'], ['x'.repeat(200)]])).toEqual([60]);
  });

  it('a streamed export: sized from its first rows, header frozen, autofilter over every row', async () => {
    const out = new PassThrough();
    const done = collect(out);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const table = new StreamedTable(wb.addWorksheet('Export', HEADER_FROZEN), ['Désignation', 'Site', 'Échéance'], [undefined, undefined, 'dd/mm/yyyy']);
    table.add([['Palan 1', 'Usine de Lyon', new Date(Date.UTC(2027, 0, 31))], [LONG, 'Dépôt', null]]);
    table.add([['Palan 3', 'Usine de Nantes', null]]);
    table.end();
    await wb.commit();
    const sheet = await readBack(await done);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getColumn(1).width).toBe(60); // capped
    expect(sheet.getColumn(2).width).toBe('Usine de Lyon'.length + 2);
    expect(sheet.getColumn(3).width).toBe('31/01/2027'.length + 2);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:C4');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
  });

  it('an empty streamed export still has its header, frozen and filterable', async () => {
    const out = new PassThrough();
    const done = collect(out);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const table = new StreamedTable(wb.addWorksheet('Export', HEADER_FROZEN), ['Nom', 'Statut']);
    table.end();
    await wb.commit();
    const sheet = await readBack(await done);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nom', 'Statut']);
    expect(sheet.autoFilter).toBe('A1:B1');
  });

  it('a sheet built in memory (forecast, consumption, activity)', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Prévisionnel');
    sheet.addRow(['Site', '01/2027', 'Total']);
    sheet.addRow(['Usine de Lyon', 1234.5, 15000]);
    sheet.addRow(['Dépôt de Rennes', 0, 0]);
    layoutSheet(sheet);
    const back = await readBack(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(back.getColumn(1).width).toBe('Dépôt de Rennes'.length + 2);
    expect(back.getColumn(2).width).toBe('01/2027'.length + 3);
    expect(back.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(back.autoFilter).toBe('A1:C3');
    expect(back.getRow(1).font?.bold).toBe(true);
  });
});
