// The bulk label export (spec §7 "bulk QR-code export"): a background job that prints the
// selection's labels into the file store and e-mails the user a link to /ressource/download/{job}
// (the e-mailed export's download page and route serve it). It runs as the user who asked, with
// the rights and scope they hold when it runs: a right withdrawn since the request stops it.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { refusalOf, subjectOf } from '../../auth/access-rules';
import type { RequestContext } from '../../auth/context';
import { loadJobContext } from '../../auth/job-context';
import { can } from '../../auth/rights';
import { selection } from '../../crud/bulk';
import { parseListQuery } from '../../crud/query';
import { sortColumn } from '../../crud/rows';
import { elements } from '../elements/resource';
import { orderBy, rows } from '../../crud/sql';
import type { Db } from '../../db/pool';
import { rights } from '../../http/access';
import { ValidationError } from '../../http/errors';
import { t, type Locale } from '../../http/i18n';
import { JobError } from '../../jobs/types';
import { notifyExportReady } from '../../notify/export-ready';
import { EXPORT_TTL_DAYS, formatDate, type ExportJobResult, type FileJobDeps } from '../../crud/export-job';
import type { LabelFormat } from './barcode';
import { printLabels } from './print';
import { LabelSheet } from './sheet';
import { scopeLogo } from '../company/logo';
import { landmarkNames } from '../company/landmarks';

export const LABELS_JOB = 'labels';
/** Who may print labels: the elements' view right (the route declares the same). */
export const LABELS_ACCESS = rights(elements.def.area, 'view', elements.def.tier);

/** The selection as the request gave it (ids, or all rows matching a list filter). */
export interface LabelSelection {
  ids?: number[];
  all?: boolean;
  filter?: Record<string, string | number | boolean | (string | number)[]>;
}

export interface LabelsJobData extends LabelSelection {
  format: LabelFormat;
  locale: Locale;
  userId: number;
  selectedCompany: number | null;
  /** The private-application token that started the job: it runs with the token's scope. */
  tokenId?: number | null;
}

export interface LabelsJobResult extends ExportJobResult {
  skipped: number;
}



/** The list's ordering when the selection is "all matching", else the list's default one. */
export function labelOrder(filter: LabelSelection['filter']) {
  const q = parseListQuery(elements.def, { ordering: filter?.ordering }, false);
  return orderBy(sortColumn(elements, q.ordering.field), elements.columns.id.expr, q.ordering.desc);
}

export const labelsTitle = (locale: Locale, format: LabelFormat) => t(locale, `api.labels.title_${format}`);
export const labelsFilename = (locale: Locale, suffix: string) => `${t(locale, 'api.labels.filename')}-${suffix}.pdf`;

/** Rows of the selection (scope applied); a ValidationError for ids out of scope or none at all. */
export async function countSelection(db: Db, ctx: RequestContext, body: LabelSelection) {
  const where = await selection(db, elements, ctx, body);
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${elements.from} WHERE ${where}`);
  return { where, count: n };
}

export async function registerLabelsJob({ jobs, pool, db, store, mailer, config }: FileJobDeps): Promise<void> {
  await jobs.work<LabelsJobData>(LABELS_JOB, async (job) => {
    const { format, locale, userId, selectedCompany, tokenId, ...picked } = job.data;
    const ctx = await loadJobContext(pool, { userId, selectedCompany, tokenId }, locale);
    if (!ctx || refusalOf(LABELS_ACCESS, subjectOf(ctx))) throw new JobError('jobs.errors.labels_unavailable');
    let selected;
    try {
      selected = await countSelection(db, ctx, picked);
    } catch (err) {
      // Elements deleted or moved out of the user's scope since the request.
      if (err instanceof ValidationError) throw new JobError('jobs.errors.labels_unavailable');
      throw err;
    }
    const out = new PassThrough();
    const sheet = new LabelSheet(format, config.publicUrl, labelsTitle(locale, format), await scopeLogo(db, store, ctx));
    let read = 0;
    const printing = printLabels({ pool, db }, elements, selected.where, labelOrder(picked.filter), sheet, out, (n) => {
      read += n;
      void job.progress(selected.count ? Math.min(95, Math.floor((read / selected.count) * 95)) : 95);
    }, can(ctx.rights, elements.def.area, 'edit'), await landmarkNames(db, ctx.companies, locale));
    const now = new Date();
    const key = `labels/${now.toISOString().slice(0, 7)}/${randomUUID()}.pdf`;
    const [info, printed] = await Promise.all([store.put(key, out, { contentType: 'application/pdf' }), printing]);
    const expires = new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000);
    await notifyExportReady({ db, mailer, config }, ctx.user.id, job.id, { resource: labelsTitle(locale, format), rows: printed.labels, link: `/ressource/download/${job.id}`, expires: formatDate(expires, locale) }, locale);
    const result: LabelsJobResult = {
      key, filename: labelsFilename(locale, now.toISOString().slice(0, 10)), content_type: 'application/pdf',
      rows: printed.labels, skipped: printed.skipped, size: info.size, expires_at: expires.toISOString(),
    };
    return result;
  });
}
