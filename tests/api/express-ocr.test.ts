// A scanned express report whose OCR process crashes: the API keeps serving, the page that
// stopped the OCR twice stays without text (shown so on the review screen), the other page is
// read, and the report reaches to_check with what was read.
import { describe, expect, it } from 'vitest';
import { closeOcr, ocrProcessId } from '../../server/areas/express-reports/analysis/ocr';
import { generateReport, LAYOUT_ORGANISATIONS } from '../fixtures/express/generate';
import { pdfFile, uploadReport, waitReportStatus } from './helpers/express';
import { adminSession } from './helpers/session';

const { t, admin, token } = adminSession();

describe('a crash of the OCR process', () => {
  it('fails the page alone: the API answers, the other page is read, the report is to check', async () => {
    await closeOcr();
    const { pdf } = await generateReport({ layout: 'table_repere', regulation: 'Appareils de levage', seed: 11, scanned: true, pages: 2,
      elements: [{ identification_number: 'PALAN-0077', designation: 'Palan électrique à chaîne', verdict: 'compliant' }],
      observations: [], inspectionDate: '2026-03-04', organisation: LAYOUT_ORGANISATIONS.table_repere });
    const r = await uploadReport(t, token(), [pdfFile(pdf, 'scan.pdf')]);
    expect(r.status).toBe(201);
    // The first two OCR processes die as a segmentation fault would end them: page 1 is tried twice.
    const killed: number[] = [];
    while (killed.length < 2) {
      const pid = ocrProcessId();
      if (pid && !killed.includes(pid)) {
        process.kill(pid, 'SIGSEGV');
        killed.push(pid);
        expect((await admin.get('/api/v1/express-reports/')).status).toBe(200);
      }
      await new Promise((res) => setTimeout(res, 20));
    }
    await waitReportStatus(t, r.body.id, 'to_check', 90);
    const report = (await admin.get(`/api/v1/express-reports/${r.body.id}/`)).body;
    expect(report).toMatchObject({ pages: 2, analysis_error: null });
    const pages = (await admin.get(`/api/v1/express-reports/${r.body.id}/pages/`)).body.results;
    expect(pages).toEqual([expect.objectContaining({ page: 1, source: 'none', text: '' }), expect.objectContaining({ page: 2, source: 'ocr' })]);
    expect(pages[1].text.length).toBeGreaterThan(20);
  }, 180_000);
});
