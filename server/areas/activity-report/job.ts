// The activity report of many sites: built by a job into the blob store, its link e-mailed like an
// export's (/ressource/download/{job}, served by exports/routes.ts through file-jobs.ts; purged
// with the exports once expired).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { refusalOf, subjectOf } from '../../auth/access-rules';
import { loadJobContext } from '../../auth/job-context';
import { EXPORT_TTL_DAYS, formatDate, type ExportJobResult, type FileJobDeps } from '../../crud/export-job';
import { rights } from '../../http/access';
import { t, type Locale } from '../../http/i18n';
import { JobError } from '../../jobs/types';
import { notifyExportReady } from '../../notify/export-ready';
import type { ActivityPeriod } from './period';
import { activityReport } from './query';
import { scopeLogo } from '../company/logo';
import { buildReport, REPORT_CONTENT_TYPES, reportFilename, type ReportFormat } from './report';

export const ACTIVITY_REPORT_JOB = 'activity-report';
export const ACTIVITY_ACCESS = rights('activity', 'view');
/** Above this many sites the report is a job (202) rather than the file in the answer. */
export const REPORT_LIMITS = { inlineMaxSites: 15 };

export interface ActivityJobData {
  period: ActivityPeriod;
  factories: number[];
  format: ReportFormat;
  locale: Locale;
  userId: number;
  selectedCompany: number | null;
  /** The private-application token that started the job: it runs with the token's scope. */
  tokenId?: number | null;
}

export async function registerActivityReportJob({ jobs, pool, db, store, mailer, config }: FileJobDeps): Promise<void> {
  await jobs.work<ActivityJobData>(ACTIVITY_REPORT_JOB, async (job) => {
    const { period, format, locale, userId, selectedCompany, tokenId } = job.data;
    const ctx = await loadJobContext(pool, { userId, selectedCompany, tokenId }, locale);
    if (!ctx || refusalOf(ACTIVITY_ACCESS, subjectOf(ctx))) throw new JobError('jobs.errors.export_unavailable');
    // Sites the user lost since the request are left out (the report never widens the scope).
    const factories = job.data.factories.filter((f) => ctx.factories.includes(f));
    const report = await activityReport(db, ctx, period, factories);
    await job.progress(50);
    const body = await buildReport(report, locale, format, format === 'pdf' ? await scopeLogo(db, store, ctx) : null);
    const now = new Date();
    const key = `exports/${now.toISOString().slice(0, 7)}/${randomUUID()}.${format}`;
    const info = await store.put(key, Readable.from([body]), { contentType: REPORT_CONTENT_TYPES[format] });
    const expires = new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000);
    await notifyExportReady({ db, mailer, config }, ctx.user.id, job.id, { resource: t(locale, 'api.activity.report_title'), rows: factories.length, link: `/ressource/download/${job.id}`, expires: formatDate(expires, locale) }, locale);
    const result: ExportJobResult = {
      key, filename: reportFilename(locale, format, now), content_type: REPORT_CONTENT_TYPES[format],
      rows: factories.length, size: info.size, expires_at: expires.toISOString(),
    };
    return result;
  });
}
