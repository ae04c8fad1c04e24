// The register as a PDF (pdfkit with DejaVu, as the activity report): a cover naming the company
// and the site, then per regulation and element the verifications done, the observations and
// their follow-up, and the open deadlines. Every page's footer cites the texts it answers to.
import PDFDocument from 'pdfkit';
import { loadFonts } from '../activity-report/report';
import { t, type Locale } from '../../http/i18n';
import type { Register, RegisterElement } from './query';


const L = (locale: Locale, key: string, params?: Record<string, string | number>) => t(locale, `api.registers.${key}`, params);
/** YYYY-MM-DD → DD/MM/YYYY (the console's date format). */
export const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '—');

export function registerFilename(locale: Locale, site: string, now = new Date()) {
  const slug = site.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
  return `${L(locale, 'filename')}-${slug || 'site'}-${now.toISOString().slice(0, 10)}.pdf`;
}

/** `logo`: the company's (png/jpg), drawn at the top of the cover. */
export function buildRegisterPdf(reg: Register, locale: Locale, now = new Date(), logo: Buffer | null = null): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const title = L(locale, 'title');
  const doc = new PDFDocument({ size: 'A4', margin: 40, bufferPages: true, info: { Title: `${title} — ${reg.site.name}`, Creator: 'Conformité' } });
  doc.registerFont('regular', regular).registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  // Room kept at the bottom of each page for the footer.
  const bottom = () => doc.page.height - doc.page.margins.bottom - 40;
  const room = (h: number) => { if (doc.y + h > bottom()) doc.addPage(); };

  // Cover: the company's logo, whose register, which site (and the building or regulation it is limited to).
  if (logo) {
    // A logo pdfkit cannot read (a corrupt file) leaves the register without it, never without a register.
    try {
      doc.image(logo, left + width / 2 - 80, 60, { fit: [160, 60], align: 'center' });
    } catch { /* drawn without the logo */ }
  }
  doc.moveDown(6);
  doc.font('bold').fontSize(22).text(title, { align: 'center' });
  doc.moveDown();
  doc.font('regular').fontSize(13).text(L(locale, 'company', { name: reg.company.name }), { align: 'center' });
  doc.text(L(locale, 'site', { name: reg.site.name }), { align: 'center' });
  if (reg.building) doc.text(L(locale, 'building', { name: reg.building }), { align: 'center' });
  if (reg.regulation) doc.text(L(locale, 'regulation', { name: reg.regulation }), { align: 'center' });
  doc.moveDown();
  doc.fontSize(10).fillColor('#555').text(L(locale, 'generated', { date: day(now.toISOString().slice(0, 10)) }), { align: 'center' });
  doc.moveDown(2);
  doc.fillColor('#000').fontSize(10).text(L(locale, 'purpose'), left, doc.y, { width, align: 'justify' });
  if (!reg.regulations.length) {
    doc.moveDown();
    doc.font('bold').text(L(locale, 'empty'), { align: 'center' });
  }

  const element = (e: RegisterElement) => {
    room(60);
    doc.font('bold').fontSize(10.5).fillColor('#000')
      .text(`${e.designation}${e.identification ? ` (${e.identification})` : ''} · ${e.building}`, left, doc.y, { width });
    const section = (label: string, lines: string[]) => {
      room(24);
      doc.font('bold').fontSize(8.5).fillColor('#333').text(label, left + 8, doc.y, { width: width - 8 });
      if (!lines.length) lines = [L(locale, 'none')];
      for (const line of lines) {
        room(14);
        doc.font('regular').fontSize(8.5).fillColor('#000').text(`• ${line}`, left + 16, doc.y, { width: width - 16 });
      }
    };
    section(L(locale, 'verifications'), e.verifications.map((v) => [
      day(v.date), v.body || L(locale, 'body_unknown'),
      v.result ? L(locale, `results.${v.result}`) : L(locale, 'results.none'),
      v.remark, v.documents.length ? L(locale, 'report', { names: v.documents.join(', ') }) : L(locale, 'no_report'),
    ].filter(Boolean).join(' · ')));
    section(L(locale, 'observations'), e.observations.map((o) => [
      `${day(o.created)} : ${o.description.replace(/\s+/g, ' ').trim()}`, L(locale, `task_status.${o.status}`),
      o.closed ? L(locale, 'closed', { date: day(o.closed) }) : o.deadline ? L(locale, 'deadline', { date: day(o.deadline) }) : '',
    ].filter(Boolean).join(' · ')));
    section(L(locale, 'deadlines'), e.deadlines.map((d) => `${d.designation} · ${day(d.next_date)}${d.late ? ` · ${L(locale, 'late')}` : ''}`));
    doc.moveDown(0.6);
  };

  for (const r of reg.regulations) {
    doc.addPage();
    doc.font('bold').fontSize(14).fillColor('#000').text(r.name, left, doc.y, { width });
    doc.moveDown(0.5);
    r.elements.forEach(element);
  }

  // The footer of every page: the legal basis, and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - doc.page.margins.bottom - 30;
    doc.page.margins.bottom = 0; // writing under the margin must not add a page
    doc.font('regular').fontSize(7).fillColor('#555')
      .text(L(locale, 'footer'), left, y, { width, align: 'center' })
      .text(L(locale, 'page', { page: i + 1, pages: range.count }), left, doc.y, { width, align: 'center' });
  }
  doc.end();
  return done;
}
