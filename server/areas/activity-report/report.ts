// The activity report as a file: a PDF (pdfkit, DejaVu embedded; per series a bar chart of the
// months and a table per site) or an XLSX (exceljs; a sheet per month, a sheet per site).
// Built in memory: a report is twelve months × six series × the sites, small whatever the data.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { t, type Locale } from '../../http/i18n';
import type { ActivityReport } from './query';
import { layoutSheet } from '../../storage/xlsx-layout';

export type ReportFormat = 'pdf' | 'xlsx';
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** DejaVu (regular, bold) for pdfkit: every French character; also used by areas/reports. */
export function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
    fonts = { regular: file('DejaVuSans'), bold: file('DejaVuSans-Bold') };
  }
  return fonts;
}

const label = (locale: Locale, key: string, params?: Record<string, string | number>) => t(locale, `api.activity.${key}`, params);
const frDate = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
/** YYYY-MM shown MM/YYYY (the console's day format without the day). */
const monthLabel = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;

export function reportFilename(locale: Locale, format: ReportFormat, now = new Date()) {
  return `${label(locale, 'filename')}-${now.toISOString().slice(0, 10)}.${format}`;
}

/** `logo`: the company's (png/jpg), drawn at the top right of the PDF's first page. */
export async function buildReport(report: ActivityReport, locale: Locale, format: ReportFormat, logo: Buffer | null = null): Promise<Buffer> {
  return format === 'pdf' ? buildPdf(report, locale, logo) : buildXlsx(report, locale);
}

async function buildXlsx(report: ActivityReport, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const months = workbook.addWorksheet(label(locale, 'per_month'));
  months.addRow([label(locale, 'month'), ...report.series.map((s) => label(locale, `series.${s.key}`))]);
  report.months.forEach((m, i) => months.addRow([monthLabel(m), ...report.series.map((s) => s.per_month[i])]));
  months.addRow([label(locale, 'total'), ...report.series.map((s) => s.per_month.reduce((a, b) => a + b, 0))]);
  const sites = workbook.addWorksheet(label(locale, 'per_site'));
  sites.addRow([label(locale, 'site'), ...report.series.map((s) => label(locale, `series.${s.key}`))]);
  report.sites.forEach((site, i) => sites.addRow([site.label, ...report.series.map((s) => s.per_site[i]?.count ?? 0)]));
  for (const sheet of [months, sites]) layoutSheet(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const VALUE_LABEL_ROOM = 12;
const NAMED_SITES = 10;

/** "Entreprise : Démo Industrie · Sites (3) : Dépôt de Rennes, Usine de Lyon, Usine de Nantes". */
export function coverage(report: Pick<ActivityReport, 'sites' | 'companies'>, locale: Locale): string {
  const names = report.sites.slice(0, NAMED_SITES).map((s) => s.label).join(', ');
  const more = report.sites.length > NAMED_SITES ? label(locale, 'more_sites', { count: report.sites.length - NAMED_SITES }) : '';
  const companies = report.companies.length > 1 ? 'coverage_companies' : 'coverage_company';
  return `${label(locale, companies, { names: report.companies.join(', ') || '—' })} · ${
    label(locale, 'coverage_sites', { count: report.sites.length, names: names || '—' })}${more}`;
}

function buildPdf(report: ActivityReport, locale: Locale, logo: Buffer | null): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const title = `${label(locale, 'report_title')} — ${label(locale, `periods.${report.period}`)}`;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Creator: 'Conformité' } });
  doc.registerFont('regular', regular).registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  if (logo) {
    // A logo pdfkit cannot read (a corrupt file) leaves the report without it, never without a report.
    try {
      doc.image(logo, left + width - 120, 30, { fit: [120, 40], align: 'right' });
    } catch { /* no logo */ }
    doc.x = left;
    doc.y = 40;
  }
  doc.font('bold').fontSize(16).text(title, { width: logo ? width - 130 : width });
  doc.font('regular').fontSize(9).fillColor('#555')
    .text(`${monthLabel(report.months[0])} – ${monthLabel(report.months[11])} · ${label(locale, 'generated', { date: frDate(new Date()) })}`);
  // Whose report it is: the companies, then the sites covered (the first ones named when many).
  doc.fillColor('#000').text(coverage(report, locale), { width });
  doc.moveDown();
  for (const s of report.series) {
    // A bar chart of the twelve months (the heights relative to the series' maximum).
    const chartHeight = 70;
    if (doc.y + chartHeight + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.font('bold').fontSize(11).fillColor('#000').text(`${label(locale, `series.${s.key}`)} (${s.per_month.reduce((a, b) => a + b, 0)})`);
    // Room above the tallest bar for its value label (9 pt), below the section's title.
    const top = doc.y + VALUE_LABEL_ROOM;
    const max = Math.max(1, ...s.per_month);
    const slot = width / 12;
    s.per_month.forEach((n, i) => {
      const h = (n / max) * chartHeight;
      const x = left + i * slot + 4;
      doc.rect(x, top + chartHeight - h, slot - 8, h).fill('#1976d2');
      doc.font('regular').fontSize(7).fillColor('#000').text(String(n), x, top + chartHeight - h - 9, { width: slot - 8, align: 'center' });
      doc.text(monthLabel(report.months[i]), x - 2, top + chartHeight + 2, { width: slot - 4, align: 'center' });
    });
    doc.x = left;
    doc.y = top + chartHeight + 16;
  }
  // The table per site: one row per site, one column per series.
  doc.addPage();
  doc.font('bold').fontSize(13).fillColor('#000').text(label(locale, 'per_site'));
  doc.moveDown(0.5);
  const columns = [width * 0.28, ...report.series.map(() => (width * 0.72) / report.series.length)];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    if (doc.y + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    let height = 0;
    cells.forEach((cell, i) => {
      doc.font(font).fontSize(7.5).text(cell, x + 2, y, { width: columns[i] - 4, align: i === 0 ? 'left' : 'right' });
      height = Math.max(height, doc.y - y);
      x += columns[i];
    });
    doc.moveTo(left, y + height + 2).lineTo(left + width, y + height + 2).lineWidth(0.3).stroke('#bbb');
    doc.x = left;
    doc.y = y + height + 5;
  };
  row([label(locale, 'site'), ...report.series.map((s) => label(locale, `series.${s.key}`))], 'bold');
  report.sites.forEach((site, i) => row([site.label, ...report.series.map((s) => String(s.per_site[i]?.count ?? 0))], 'regular'));
  doc.end();
  return done;
}
