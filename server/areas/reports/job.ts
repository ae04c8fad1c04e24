// A large list's report: built by a job into the blob store, its link e-mailed like the activity
// report's (/ressource/download/{job}, served by exports/routes.ts through file-jobs.ts; purged
// with the exports once expired). It runs with the user's rights and scope of when it runs.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { refusalOf, subjectOf } from '../../auth/access-rules';
import { loadJobContext } from '../../auth/job-context';
import { EXPORT_TTL_DAYS, formatDate, type ExportJobResult, type FileJobDeps } from '../../crud/export-job';
import { parseListQuery } from '../../crud/query';
import { resourceOf } from '../../crud/registry';
import { rights } from '../../http/access';
import type { Locale } from '../../http/i18n';
import { JobError } from '../../jobs/types';
import { notifyExportReady } from '../../notify/export-ready';
import { listContent } from './content';
import { CONTENT_TYPES, renderReport, type ReportFormat } from './render';

export const LIST_REPORT_JOB = 'list-report';
/** Above this many rows a list's report is a job (202) rather than the file in the answer. */
export const LIST_REPORT_LIMITS = { inlineMaxRows: 1000 };

export interface ListReportJobData {
  resource: string;
  query: Record<string, unknown>;
  format: ReportFormat;
  locale: Locale;
  userId: number;
  selectedCompany: number | null;
  tokenId?: number | null;
}

export const reportFilename = (name: string, format: ReportFormat, now = new Date()) =>
  `${name}-${now.toISOString().slice(0, 10)}.${format}`;

export async function registerListReportJob({ jobs, pool, db, store, mailer, config }: FileJobDeps): Promise<void> {
  await jobs.work<ListReportJobData>(LIST_REPORT_JOB, async (job) => {
    const { resource, query, format, locale, userId, selectedCompany, tokenId } = job.data;
    const res = resourceOf(resource);
    const ctx = await loadJobContext(pool, { userId, selectedCompany, tokenId }, locale);
    if (!res || !ctx || refusalOf(rights(res.def.area, 'view', res.def.tier), subjectOf(ctx))) throw new JobError('jobs.errors.export_unavailable');
    const content = await listContent(pool, db, res, ctx, parseListQuery(res.def, query, false));
    await job.progress(50);
    const body = await renderReport(content, ctx, format);
    const now = new Date();
    const key = `exports/${now.toISOString().slice(0, 7)}/${randomUUID()}.${format}`;
    const info = await store.put(key, Readable.from([body]), { contentType: CONTENT_TYPES[format] });
    const expires = new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000);
    const rows = Number(content.summary[0]?.[1] ?? 0);
    await notifyExportReady({ db, mailer, config }, ctx.user.id, job.id,
      { resource: content.title, rows, link: `/ressource/download/${job.id}`, expires: formatDate(expires, locale) }, locale);
    const result: ExportJobResult = {
      key, filename: reportFilename(resource, format, now), content_type: CONTENT_TYPES[format], rows, size: info.size, expires_at: expires.toISOString(),
    };
    return result;
  });
}
