// Express reports sent as the console sends them (multipart, a PDF) and waited for: the analysis
// runs as a job, so a test waits for the status it needs (polling the row, 15 s at most).
import { BOUNDARY, formData, type FormPart } from '../form-data';
import { call, type TestApp } from '../helpers';

/** A PDF part of the upload (its type is sniffed by the API, whatever the declared one). */
export const pdfFile = (data: Buffer, filename: string): FormPart => ({ name: 'file', data, filename, contentType: 'application/pdf' });

/** POST /express-reports/ with these parts, as the user of `token`. */
export const uploadReport = (t: TestApp, token: string, parts: FormPart[]) => call(t.app, 'POST', '/api/v1/express-reports/', {
  token, body: formData(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

/** Waits until the report reaches `status` (its analysis job done), else throws (after `seconds`: OCR'd scans take longer). */
export async function waitReportStatus(t: TestApp, id: number, status: string, seconds = 15): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    const { rows } = await t.pool.query('SELECT status FROM express_reports WHERE id = $1', [id]);
    if (rows[0]?.status === status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`report ${id} never reached ${status}`);
}
