// The e-mailed export: a background job that writes the list's rows (same scope, filters, search
// and ordering as the request) into the file store, then mails the user a download link.
// It runs as the user who asked, with the rights, plan and scope they hold when it runs: a right
// withdrawn since the request stops it.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type pg from 'pg';
import type { Config } from '../config';
import { refusalOf, subjectOf } from '../auth/access-rules';
import { loadJobContext } from '../auth/job-context';
import { EXPORT_CONTENT_TYPES, exportFilename, writeExport, type ExportFormat } from './export';
import { parseListQuery } from './query';
import { serverResources } from './registry';
import { countRows } from './rows';
import type { Db } from '../db/pool';
import { rights } from '../http/access';
import { t, type Locale } from '../http/i18n';
import type { Jobs } from '../jobs/types';
import { JobError } from '../jobs/types';
import { notifyExportReady } from '../notify/export-ready';
import type { Mailer } from '../mail/types';
import type { BlobStore } from '../storage/types';

export const EXPORT_JOB = 'export';
/** How long an e-mailed export stays downloadable. */
export const EXPORT_TTL_DAYS = 7;

export interface ExportJobData {
  resource: string;
  query: Record<string, unknown>;
  format: ExportFormat;
  locale: Locale;
  userId: number;
  selectedCompany: number | null;
  /** The private-application token that started the job: it runs with the token's scope. */
  tokenId?: number | null;
}

export interface ExportJobResult extends Record<string, unknown> {
  key: string;
  filename: string;
  content_type: string;
  rows: number;
  size: number;
  expires_at: string;
}

/** What a job that builds a file, stores it and e-mails its link needs (exports, label sheets). */
export interface FileJobDeps {
  jobs: Jobs;
  pool: pg.Pool;
  db: Db;
  store: BlobStore;
  mailer: Mailer;
  config: Config;
}

/** The expiry date as the e-mail writes it ("30 novembre 2026"). */
export const formatDate = (date: Date, locale: Locale) =>
  date.toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export async function registerExportJob({ jobs, pool, db, store, mailer, config }: FileJobDeps): Promise<void> {
  const byName = new Map(serverResources().map((r) => [r.def.name, r]));
  await jobs.work<ExportJobData>(EXPORT_JOB, async (job) => {
    const { resource, query, format, locale, userId, selectedCompany, tokenId } = job.data;
    const res = byName.get(resource);
    const ctx = await loadJobContext(pool, { userId, selectedCompany, tokenId }, locale);
    const refused = res && ctx && refusalOf(rights(res.def.area, 'view', res.def.tier), subjectOf(ctx));
    if (!res || !ctx || refused) throw new JobError('jobs.errors.export_unavailable');
    const q = parseListQuery(res.def, query, false);
    const total = await countRows(db, res, ctx, q);
    let written = 0;
    const out = new PassThrough();
    const failed = new Promise<never>((_, reject) => {
      writeExport(pool, res, ctx, q, format, out, reject, (n) => {
        written += n;
        void job.progress(total ? Math.min(95, Math.floor((written / total) * 95)) : 95);
      });
    });
    const now = new Date();
    const key = `exports/${now.toISOString().slice(0, 7)}/${randomUUID()}.${format}`;
    const contentType = EXPORT_CONTENT_TYPES[format];
    const info = await Promise.race([store.put(key, out, { contentType }), failed]);
    const expires = new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000);
    await notifyExportReady({ db, mailer, config }, ctx.user.id, job.id, {
      resource: t(locale, `resources.${resource}.name`).split('||||').pop()!.trim(),
      rows: written,
      link: `/ressource/download/${job.id}`,
      expires: formatDate(expires, locale),
    }, locale);
    const result: ExportJobResult = {
      key, filename: exportFilename(res, format), content_type: contentType, rows: written, size: info.size, expires_at: expires.toISOString(),
    };
    return result;
  });
}
