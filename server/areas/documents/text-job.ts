// The text of uploaded PDFs, for search: a pg-boss job (it survives a restart) queued after the
// upload's commit reads each PDF page by page: its text layer, or for a scanned page (none) the
// express reports' offline OCR (the first OCR_PAGES such pages). Also the deleted blobs' cleanup.
import { ocrPage, readTextLayer } from '../express-reports/analysis';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Jobs } from '../../jobs/types';
import type { BlobStore } from '../../storage/types';
import { restoreDemoFiles } from './demo';
import { deleteOrphans } from '../../storage/orphans';
import { BLOB_CLEANUP_JOB } from './hooks';

export const TEXT_JOB = 'documents-text';
/** Bigger PDFs are not read whole into memory for their text. */
const MAX_PDF_BYTES = 64 * 1024 * 1024;
/** Plenty for search; a huge text would only bloat the row and the index. */
const MAX_TEXT_CHARS = 1_000_000;

export async function enqueueTextExtraction(jobs: Jobs, ids: number[], log: FastifyBaseLogger) {
  // After the commit: a failure to queue loses only the search by content, never the upload.
  await jobs.enqueue(TEXT_JOB, { ids }).catch((err) => log.error({ err }, 'could not queue the text extraction'));
}

async function readAll(store: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Scanned pages read by OCR per document (a few seconds each): a long scan is searched by its start. */
const OCR_PAGES = 20;

/** The PDF's text ('' when it has none or cannot be read: a broken PDF is still a document). */
export async function pdfText(bytes: Buffer): Promise<string> {
  try {
    const data = new Uint8Array(bytes);
    const parts: string[] = [];
    let ocred = 0;
    for await (const page of readTextLayer(data)) {
      if (page.source !== 'none') parts.push(page.text);
      else if (ocred++ < OCR_PAGES) parts.push((await ocrPage(data, page.page).catch(() => ({ text: '' }))).text);
    }
    const text = parts.join('\n');
    // Postgres text refuses NUL; lone surrogates are no text either.
    return text.replace(/\0/g, ' ').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ' ').slice(0, MAX_TEXT_CHARS);
  } catch {
    return '';
  }
}

export async function extractDocuments(pool: pg.Pool, store: BlobStore, ids: number[]): Promise<number> {
  const { rows } = await pool.query<{ id: number; blob_key: string; size: number }>(
    `SELECT id, blob_key, size FROM documents WHERE id = ANY($1::int[]) AND blob_key IS NOT NULL AND content_type = 'application/pdf'`, [ids]);
  let done = 0;
  for (const doc of rows) {
    const text = doc.size > MAX_PDF_BYTES ? '' : await pdfText(await readAll(store, doc.blob_key).catch(() => Buffer.alloc(0)));
    await pool.query(`UPDATE documents SET text_content = $2, text_extracted_at = now() WHERE id = $1 AND blob_key = $3`, [doc.id, text, doc.blob_key]);
    done += 1;
  }
  return done;
}

export async function registerDocumentJobs({ jobs, pool, store }: { jobs: Jobs; pool: pg.Pool; store: BlobStore }) {
  // The demo's PDFs (the seed has no store): written at start when missing; never blocks the start.
  void restoreDemoFiles(pool, store).catch(() => {});
  await jobs.work<{ ids: number[] }>(TEXT_JOB, async (job) => ({ extracted: await extractDocuments(pool, store, job.data.ids) }));
  await jobs.work<{ keys: string[] }>(BLOB_CLEANUP_JOB, async (job) => ({ deleted: await deleteOrphans(pool, store, 'documents', job.data.keys) }));
}
