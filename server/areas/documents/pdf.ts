// Small real PDFs with a text layer (pdfkit), for the demo documents and the tests: search finds
// a word inside them once the text job has run.
import PDFDocument from 'pdfkit';

export async function pdfWithText(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(title).moveDown();
  doc.fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.5);
  doc.end();
  return done;
}
