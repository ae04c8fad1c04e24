// The zip of a selection of documents (ids, all rows matching a list filter, or a folder): a job
// that streams each blob into one archive (archiver, no compression of already-compressed files)
// written to the blob store as it is produced: memory stays flat whatever the total size. The
// link is e-mailed (/documents/download/{job}) and is the job's result; the file expires like the
// e-mailed exports (exports/cleanup.ts purges it, file-jobs.ts lists the kind).
import { randomUUID } from 'node:crypto';
import * as archiverModule from 'archiver';
import type { Archiver, ArchiverOptions } from 'archiver';
import { sql, type SQL } from 'drizzle-orm';
import { refusalOf, subjectOf } from '../../auth/access-rules';
import type { RequestContext } from '../../auth/context';
import { loadJobContext } from '../../auth/job-context';
import { selection } from '../../crud/bulk';
import { EXPORT_TTL_DAYS, formatDate, type ExportJobResult, type FileJobDeps } from '../../crud/export-job';
import { rows, type Runner } from '../../crud/sql';
import { rights } from '../../http/access';
import { ValidationError } from '../../http/errors';
import { t, type Locale } from '../../http/i18n';
import { JobError } from '../../jobs/types';
import { notifyExportReady } from '../../notify/export-ready';
import type { BlobStore } from '../../storage/types';
import { documents } from './resource';

// archiver 7 at run time is one default function; the installed types describe a later API.
const archiver = (archiverModule as unknown as { default: (format: 'zip', options: ArchiverOptions) => Archiver }).default;

export const ZIP_JOB = 'documents-zip';
export const ZIP_ACCESS = rights('file', 'view');

export interface ZipSelection {
  ids?: number[];
  all?: boolean;
  filter?: Record<string, string | number | boolean | (string | number)[]>;
  /** A folder: its documents the caller sees. */
  tag?: number;
}

export interface ZipJobData extends ZipSelection {
  locale: Locale;
  userId: number;
  selectedCompany: number | null;
  /** The private-application token that started the job: it runs with the token's scope. */
  tokenId?: number | null;
}

export const zipLink = (jobId: string) => `/documents/download/${jobId}`;

/** The WHERE of the selection (scope applied; ids out of scope are a 400). */
export async function zipWhere(runner: Runner, ctx: RequestContext, body: ZipSelection) {
  if (body.tag !== undefined) {
    return selection(runner, documents, ctx, { all: true, filter: { ...body.filter, tags: [body.tag] } });
  }
  return selection(runner, documents, ctx, body);
}

/** Names in the archive: unique ("rapport.pdf", "rapport (2).pdf"), never a path. */
export function entryName(name: string, used: Set<string>): string {
  const clean = name.replace(/[/\\]/g, '_');
  const dot = clean.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  let candidate = clean;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

const STORED = /^(application\/(pdf|zip|vnd\.openxmlformats|vnd\.oasis)|image\/)/;

/** Streams the selected files into `store` under `key`; returns how many files it holds. */
export async function writeZip(db: Runner, store: BlobStore, where: SQL, key: string, onFile: (n: number) => void) {
  const files = await rows<{ id: number; name: string; blob_key: string; content_type: string }>(db, sql`
    SELECT d.id, d.name, d.blob_key, d.content_type FROM ${documents.from} WHERE ${where} AND d.blob_key IS NOT NULL ORDER BY d.name, d.id`);
  const archive = archiver('zip', { zlib: { level: 6 } });
  const upload = store.put(key, archive, { contentType: 'application/zip' });
  const used = new Set<string>();
  let count = 0;
  try {
    for (const file of files) {
      let body;
      try {
        body = await store.get(file.blob_key);
      } catch {
        continue; // a blob deleted since: the others still go
      }
      archive.append(body, { name: entryName(file.name, used), store: STORED.test(file.content_type) });
      // One entry at a time: the next blob is opened once this one is written (flat memory).
      // (A store that fails stops the wait too: nothing would read the archive any more.)
      await Promise.race([
        new Promise<void>((resolve, reject) => {
          const done = () => { archive.off('error', reject); resolve(); };
          archive.once('entry', done);
          archive.once('error', reject);
        }),
        upload.then(() => { throw new Error('the zip store ended early'); }),
      ]);
      count += 1;
      onFile(count);
    }
    await archive.finalize();
    const info = await upload;
    return { count, size: info.size, total: files.length };
  } catch (err) {
    archive.abort();
    await upload.catch(() => {});
    await store.delete(key).catch(() => {});
    throw err;
  }
}

export async function registerZipJob({ jobs, pool, db, store, mailer, config }: FileJobDeps): Promise<void> {
  await jobs.work<ZipJobData>(ZIP_JOB, async (job) => {
    const { locale, userId, selectedCompany, tokenId, ...picked } = job.data;
    const ctx = await loadJobContext(pool, { userId, selectedCompany, tokenId }, locale);
    if (!ctx || refusalOf(ZIP_ACCESS, subjectOf(ctx))) throw new JobError('jobs.errors.zip_unavailable');
    let where;
    try {
      where = await zipWhere(db, ctx, picked);
    } catch (err) {
      if (err instanceof ValidationError) throw new JobError('jobs.errors.zip_unavailable');
      throw err;
    }
    const now = new Date();
    const key = `zips/${now.toISOString().slice(0, 7)}/${randomUUID()}.zip`;
    const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${documents.from} WHERE ${where}`);
    const written = await writeZip(db, store, where, key, (done) => {
      if (done % 10 === 0) void job.progress(n ? Math.min(95, Math.floor((done / n) * 95)) : 95);
    });
    const expires = new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000);
    const title = t(locale, 'api.documents.zip_title');
    await notifyExportReady({ db, mailer, config }, ctx.user.id, job.id, { resource: title, rows: written.count, link: zipLink(job.id), expires: formatDate(expires, locale) }, locale);
    const result: ExportJobResult = {
      key, filename: `${t(locale, 'api.documents.zip_filename')}-${now.toISOString().slice(0, 10)}.zip`, content_type: 'application/zip',
      rows: written.count, size: written.size, expires_at: expires.toISOString(),
    };
    return result;
  });
}
