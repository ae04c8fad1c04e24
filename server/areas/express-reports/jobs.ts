// The analysis of an uploaded report, a pg-boss job (it survives a restart, and resumes: pages
// already stored are not read again). Step 1 reads the text layer page by page into
// express_report_pages; if some pages have none the report is being_analysed_by_ai and step 2
// OCRs them; then extraction and reconciliation give `result`, and the report is to_check. The
// pages count towards the company's consumption (page_consumption) in the same transaction.
// An unreadable PDF: to_check with analysis_error and an empty result.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { ExpressResult } from '../../../resources/expressReportResult';
import type { Jobs } from '../../jobs/types';
import type { BlobStore } from '../../storage/types';
import {
  countPages, createElementMatcher, extract, ocrPage, readTextLayer, withPictures, type PageText,
} from './analysis';
import { readFields } from './read-fields';
import { reconcileWithDb } from './reconcile-sql';
import { restoreDemoReports } from './demo';
import { setValidateJobs } from './hooks';
import { registerValidateJob, setValidateStore } from './validate-job';

export const ANALYSE_JOB = 'express-report-analyse';

export async function enqueueAnalysis(jobs: Jobs, id: number, log: FastifyBaseLogger) {
  // After the commit; a failure to queue is re-queued at the next start (requeueStuck).
  await jobs.enqueue(ANALYSE_JOB, { id }, undefined, { expireInSeconds: 3 * 3600 }).catch((err) => log.error({ err }, 'could not queue the express report analysis'));
}

export const emptyResult = (): ExpressResult => ({
  inspection_date: { value: null, page: 1, confidence: 0 }, organisation: { value: null, page: 1, confidence: 0 },
  regulation: { value: null, page: 1, confidence: 0 }, elements: [], observations: [],
});

async function readAll(store: BlobStore, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

interface Row { id: number; company_id: number; factory_id: number | null; regulation_id: number | null; blob_key: string; status: string }

async function storedPages(pool: pg.Pool, id: number): Promise<PageText[]> {
  const { rows } = await pool.query<PageText>('SELECT page, source, text, confidence FROM express_report_pages WHERE report_id = $1 ORDER BY page', [id]);
  return rows;
}

async function finish(pool: pg.Pool, report: Row, pages: number, seconds: number, result: ExpressResult, error: string | null) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const read = readFields(result);
    const { rowCount } = await client.query(`UPDATE express_reports SET status = 'to_check', result = $2::jsonb, pages = $3,
        duration = coalesce(duration, 0) + $4, analysis_date = now(), analysis_error = $5, updated_at = now(),
        organisation = $6, inspection_date = $7::date, regulation_id = coalesce((SELECT r.id FROM regulations r WHERE r.id = $8::int), regulation_id)
      WHERE id = $1 AND status IN ('being_analysed', 'being_analysed_by_ai')`,
    [report.id, JSON.stringify(result), pages, seconds, error, read.organisation, read.inspection_date, read.regulation]);
    // Counted once: only the run that moves the report to to_check counts its pages.
    if (rowCount && pages > 0) {
      await client.query(`INSERT INTO page_consumption (company_id, month, factory_id, regulation_id, pages)
        VALUES ($1, date_trunc('month', (now() AT TIME ZONE 'Europe/Paris'))::date, $2, $3, $4)
        ON CONFLICT ON CONSTRAINT page_consumption_key DO UPDATE SET pages = page_consumption.pages + EXCLUDED.pages`,
      [report.company_id, report.factory_id, report.regulation_id, pages]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export async function analyseReport(pool: pg.Pool, store: BlobStore, id: number): Promise<Record<string, unknown>> {
  const { rows: [report] } = await pool.query<Row>(`SELECT id, company_id, factory_id, regulation_id, blob_key, status FROM express_reports
    WHERE id = $1 AND status IN ('being_analysed', 'being_analysed_by_ai')`, [id]);
  if (!report) return { skipped: true };
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 10) / 100;
  let pdf: Uint8Array;
  let total = 0;
  try {
    pdf = await readAll(store, report.blob_key);
    total = await countPages(pdf);
    const have = new Set((await storedPages(pool, id)).map((p) => p.page));
    if (have.size < total) {
      for await (const read of readTextLayer(pdf)) {
        if (have.has(read.page)) continue;
        // A digital page's pictures that may hold a table (pictures.ts) are read by OCR now, with
        // the page: a crash before its row is written reads the page again.
        if (read.pictures) await pool.query(`UPDATE express_reports SET status = 'being_analysed_by_ai', updated_at = now() WHERE id = $1 AND status = 'being_analysed'`, [id]);
        const p = await withPictures(read, (clip) => ocrPage(pdf, read.page, clip)).catch(() => ({ ...read, pictures: undefined }));
        await pool.query(`INSERT INTO express_report_pages (report_id, page, source, text, confidence) VALUES ($1, $2, $3, $4, $5)
          ON CONFLICT DO NOTHING`, [id, p.page, p.source, p.text.replace(/\0/g, ' '), p.confidence]);
      }
    }
    let pages = await storedPages(pool, id);
    const blank = pages.filter((p) => p.source === 'none');
    if (blank.length) {
      await pool.query(`UPDATE express_reports SET status = 'being_analysed_by_ai', updated_at = now() WHERE id = $1 AND status = 'being_analysed'`, [id]);
      let unread: unknown = null;
      for (const p of blank) {
        // A page the OCR cannot read (it stopped twice on it) stays without text, shown so on the
        // review screen; the others are read. When none can be, the analysis fails with the reason.
        const read = await ocrPage(pdf, p.page).catch((err: unknown) => { unread ??= err; return null; });
        if (!read) continue;
        await pool.query(`UPDATE express_report_pages SET source = 'ocr', text = $3, confidence = $4 WHERE report_id = $1 AND page = $2`,
          [id, p.page, read.text.replace(/\0/g, ' '), read.confidence]);
      }
      pages = await storedPages(pool, id);
      if (unread && pages.every((p) => p.source === 'none')) throw unread;
    }
    const { rows: regulations } = await pool.query<{ id: number; name: string }>('SELECT id, name FROM regulations ORDER BY id');
    const matcher = createElementMatcher(pool, report.company_id, report.factory_id);
    const extracted = await extract(pages, { regulations, matcher });
    const result = await reconcileWithDb(drizzle({ client: pool }), report.company_id, extracted);
    if (result.regulation.value == null && report.regulation_id != null) result.regulation = { ...result.regulation, value: report.regulation_id };
    await finish(pool, report, pages.length, seconds(), result, null);
    return { pages: pages.length, seconds: seconds() };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await finish(pool, report, total, seconds(), emptyResult(), reason.slice(0, 1000));
    return { failed: reason.slice(0, 200) };
  }
}

export async function registerExpressReportJobs({ jobs, pool, store }: { jobs: Jobs; pool: pg.Pool; store: BlobStore }) {
  setValidateJobs(jobs);
  setValidateStore(store);
  // The demo's PDFs (the seed has no store): written at start when missing; never blocks the start.
  void restoreDemoReports(pool, store).catch(() => {});
  await jobs.work<{ id: number }>(ANALYSE_JOB, async (job) => analyseReport(pool, store, job.data.id));
  await registerValidateJob(jobs, pool);
}
