// How every workbook the API writes is laid out: columns as wide as their content (within
// bounds), the header row frozen and bold, and an autofilter over the table. Widths are in
// Excel's character units; a streamed export sizes them from its header and first batch, since a
// streamed sheet writes its columns before its first row.
import type ExcelJS from 'exceljs';

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** The characters a cell needs: a date as DD/MM/YYYY (HH:mm), a text by its longest line. */
function cellLength(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return value.getUTCHours() || value.getUTCMinutes() ? 16 : 10;
  if (typeof value === 'number') return value.toLocaleString('fr-FR').length;
  return Math.max(0, ...String(value).split(/\r?\n/).map((line) => line.length));
}

/** Column widths for `rows` (the header first): the longest cell plus a margin, bounded. */
export function columnWidths(rows: readonly (readonly unknown[])[]): number[] {
  const count = Math.max(0, ...rows.map((r) => r.length));
  return Array.from({ length: count }, (_, i) => {
    const longest = Math.max(0, ...rows.map((r) => cellLength(r[i])));
    // The header gets room for the filter's drop-down arrow.
    const header = cellLength(rows[0]?.[i]) + 3;
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2, header));
  });
}

/** Options of a new worksheet: the header row frozen when scrolling. */
export const HEADER_FROZEN: Partial<ExcelJS.AddWorksheetOptions> = { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] };

/** The autofilter over `columns` columns and `rows` rows (the header included). */
export const autoFilterOf = (columns: number, rows: number): ExcelJS.AutoFilter => ({
  from: { row: 1, column: 1 }, to: { row: Math.max(1, rows), column: Math.max(1, columns) },
});

/** Lays out a sheet built in memory (its first row is the header). */
export function layoutSheet(sheet: ExcelJS.Worksheet): void {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  columnWidths(rows).forEach((width, i) => { sheet.getColumn(i + 1).width = width; });
  sheet.getRow(1).font = { bold: true };
  sheet.views = HEADER_FROZEN.views!;
  sheet.autoFilter = autoFilterOf(sheet.columnCount, sheet.rowCount);
}

/**
 * A table written by exceljs's streaming writer: its widths come from the header and the first
 * rows added (a streamed sheet writes its columns before its first row), the autofilter from the
 * final row count. `formats`: a number format per column (dates), or none.
 */
export class StreamedTable {
  private rows = 0;

  constructor(
    private readonly sheet: ExcelJS.Worksheet,
    private readonly headers: string[],
    private readonly formats: (string | undefined)[] = [],
  ) {}

  add(cells: unknown[][]): void {
    if (!this.rows) this.start(cells);
    for (const r of cells) this.sheet.addRow(r).commit();
    this.rows += cells.length;
  }

  end(): void {
    if (!this.rows) this.start([]);
    this.sheet.autoFilter = autoFilterOf(this.headers.length, this.rows);
    this.sheet.commit();
  }

  private start(sample: unknown[][]): void {
    const widths = columnWidths([this.headers, ...sample]);
    this.sheet.columns = this.headers.map((header, i) => {
      const numFmt = this.formats[i];
      return { header, key: `c${i}`, width: widths[i], ...(numFmt ? { style: { numFmt } } : {}) };
    });
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
    this.rows = 1;
  }
}
