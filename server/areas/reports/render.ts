// A report's file: a PDF (pdfkit, DejaVu like the activity report: a title, the summary as
// label/value lines, then each table, columns shared evenly, repeated headers on new pages) or an
// XLSX (exceljs: a summary sheet, a sheet per table, real dates). Built in memory: a report's
// tables are capped (content.ts TABLE_CAP); larger lists go through the job (job.ts).
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { RequestContext } from '../../auth/context';
import { Day, text, xlsxCell, NUM_FMT } from '../../crud/export';
import { t } from '../../http/i18n';
import { layoutSheet } from '../../storage/xlsx-layout';
import { loadFonts } from '../activity-report/report';
import type { Cell, ReportContent, Table } from './content';

import type { ReportFormat } from '../../../resources/reports';

export { REPORT_FORMATS, type ReportFormat } from '../../../resources/reports';
export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const renderReport = (content: ReportContent, ctx: RequestContext, format: ReportFormat): Promise<Buffer> =>
  format === 'pdf' ? pdf(content, ctx) : xlsx(content, ctx);

/** An Excel sheet name: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string, used: Set<string>) => {
  let base = name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 28) || 'Sheet';
  while (used.has(base)) base = `${base.slice(0, 26)} ${used.size}`;
  used.add(base);
  return base;
};

async function xlsx(content: ReportContent, ctx: RequestContext): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const used = new Set<string>();
  const summary = book.addWorksheet(sheetName(t(ctx.locale, 'api.reports.summary'), used));
  summary.addRow([content.title]);
  summary.addRow([content.subtitle]);
  for (const [label, value] of content.summary) summary.addRow([label, xlsxCell(value, ctx)]);
  for (const table of content.tables) {
    const sheet = book.addWorksheet(sheetName(table.title, used));
    sheet.addRow(table.headers);
    for (const row of table.rows) sheet.addRow(row.map((v) => xlsxCell(v, ctx)));
    table.types.forEach((type, i) => { if (NUM_FMT[type]) sheet.getColumn(i + 1).numFmt = NUM_FMT[type]!; });
    if (table.more) sheet.addRow([t(ctx.locale, 'api.reports.more', { count: table.more })]);
    layoutSheet(sheet);
  }
  layoutSheet(summary);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const cellText = (v: Cell, ctx: RequestContext) => (v instanceof Day || v instanceof Date || typeof v === 'boolean' || v == null ? text(v, ctx) : String(v));

function pdf(content: ReportContent, ctx: RequestContext): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: content.title, Creator: 'Conformité' } });
  doc.registerFont('regular', regular).registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc.font('bold').fontSize(15).text(content.title, { width });
  doc.font('regular').fontSize(8.5).fillColor('#555').text(content.subtitle);
  doc.moveDown(0.6).fillColor('#000');
  for (const [label, value] of content.summary) {
    if (doc.y + 14 > bottom()) doc.addPage();
    doc.font('bold').fontSize(9).text(`${label} : `, { continued: true }).font('regular').text(cellText(value, ctx) || '—');
  }
  const row = (cells: string[], font: 'regular' | 'bold', columns: number[], header?: string[]) => {
    if (doc.y + 24 > bottom()) {
      doc.addPage();
      if (header) row(header, 'bold', columns);
    }
    const y = doc.y;
    let x = left;
    let height = 0;
    cells.forEach((cell, i) => {
      doc.font(font).fontSize(7.5).text(cell, x + 2, y, { width: columns[i] - 4, height: 60, ellipsis: true });
      height = Math.max(height, doc.y - y);
      x += columns[i];
    });
    doc.moveTo(left, y + height + 2).lineTo(left + width, y + height + 2).lineWidth(0.3).stroke('#bbb');
    doc.x = left;
    doc.y = y + height + 5;
  };
  const drawTable = (table: Table) => {
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.moveDown(0.8);
    doc.font('bold').fontSize(12).text(`${table.title} (${table.rows.length + table.more})`, left);
    doc.moveDown(0.3);
    if (!table.rows.length) {
      doc.font('regular').fontSize(9).fillColor('#555').text(t(ctx.locale, 'api.reports.none')).fillColor('#000');
      return;
    }
    const columns = table.headers.map(() => width / table.headers.length);
    row(table.headers, 'bold', columns);
    for (const r of table.rows) row(r.map((v) => cellText(v, ctx)), 'regular', columns, table.headers);
    if (table.more) doc.font('regular').fontSize(8.5).text(t(ctx.locale, 'api.reports.more', { count: table.more }), left);
  };
  content.tables.forEach(drawTable);
  doc.end();
  return done;
}
