// A large register (over REGISTER_LIMITS.inlineMaxElements elements) is built by a job into the
// blob store; its link is e-mailed like an export's (/ressource/download/{job}), as the activity
// report does (activity-report/job.ts).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { refusalOf, subjectOf } from '../../auth/access-rules';
import { loadJobContext } from '../../auth/job-context';
import { EXPORT_TTL_DAYS, formatDate, type ExportJobResult, type FileJobDeps } from '../../crud/export-job';
import { rights } from '../../http/access';
import { t, type Locale } from '../../http/i18n';
import { JobError } from '../../jobs/types';
import { notifyExportReady } from '../../notify/export-ready';
import { companyLogo } from '../company/logo';
import { buildRegisterPdf, registerFilename } from './pdf';
import { countRegisterElements, registerOf, type RegisterFilter } from './query';

export const REGISTER_JOB = 'register';
/** The register shows verifications, observations and deadlines: the controls' view right. */
export const REGISTER_ACCESS = rights('control', 'view');
/** Above this many elements the register is a job (202) rather than the file in the answer. */
export const REGISTER_LIMITS = { inlineMaxElements: Number(process.env.REGISTER_INLINE_MAX_ELEMENTS ?? 400) };

export interface RegisterJobData {
  filter: RegisterFilter;
  locale: Locale;
  userId: number;
  selectedCompany: number | null;
  tokenId?: number | null;
}

export async function registerRegisterJob({ jobs, pool, db, store, mailer, config }: FileJobDeps): Promise<void> {
  await jobs.work<RegisterJobData>(REGISTER_JOB, async (job) => {
    const { filter, locale, userId, selectedCompany, tokenId } = job.data;
    const ctx = await loadJobContext(pool, { userId, selectedCompany, tokenId }, locale);
    // Read with the scope of now: a site lost since the request is refused, never widened.
    if (!ctx || refusalOf(REGISTER_ACCESS, subjectOf(ctx)) || !ctx.factories.includes(filter.factory)) {
      throw new JobError('jobs.errors.export_unavailable');
    }
    const count = await countRegisterElements(db, ctx, filter);
    const register = await registerOf(db, ctx, filter);
    await job.progress(50);
    const body = await buildRegisterPdf(register, locale, new Date(), await companyLogo(db, store, register.company.id));
    const now = new Date();
    const key = `exports/${now.toISOString().slice(0, 7)}/${randomUUID()}.pdf`;
    const info = await store.put(key, Readable.from([body]), { contentType: 'application/pdf' });
    const expires = new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000);
    await notifyExportReady({ db, mailer, config }, ctx.user.id, job.id,
      { resource: t(locale, 'api.registers.title'), rows: count, link: `/ressource/download/${job.id}`, expires: formatDate(expires, locale) }, locale);
    const result: ExportJobResult = {
      key, filename: registerFilename(locale, register.site.name, now), content_type: 'application/pdf',
      rows: count, size: info.size, expires_at: expires.toISOString(),
    };
    return result;
  });
}
