// GET /{feature}/{id}/export/?format=pdf|xlsx — a record's sheet with its linked rows (content.ts);
// 404 for an id out of the caller's scope, like the record itself.
// GET /{feature}/generate_report/?<the list's filters>&format=pdf|xlsx[&delivery=email] — the list's
// report; above LIST_REPORT_LIMITS.inlineMaxRows rows (or asked by e-mail) a job that e-mails the
// link (202 with the job), like the activity report. Rights: the feature's view right and tier.
// Activity-log rows: company (the PDF or sheet of one record (an export); tests/api/access/activity.ts).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { parseListQuery } from '../../crud/query';
import { resourceOf } from '../../crud/registry';
import { countRows } from '../../crud/rows';
import { listQuerySchema } from '../../crud/schemas';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError, notFound } from '../../http/errors';
import { pathId } from '../../http/ids';
import { t } from '../../http/i18n';
import { LIST_REPORTS, RECORD_EXPORTS } from '../../../resources/reports';
import { listContent, recordContent } from './content';
import { LIST_REPORT_JOB, LIST_REPORT_LIMITS, reportFilename, type ListReportJobData } from './job';
import { CONTENT_TYPES, renderReport, REPORT_FORMATS, type ReportFormat } from './render';

const text = z.union([z.string(), z.array(z.string())]).optional();
const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

function formatOf(raw: unknown): ReportFormat {
  const format = String(one(raw) ?? 'pdf');
  if (!REPORT_FORMATS.includes(format as ReportFormat)) throw fieldError('format', 'api.reports.format');
  return format as ReportFormat;
}

const send = (reply: FastifyReply, body: Buffer, format: ReportFormat, filename: string) => reply
  .header('content-type', CONTENT_TYPES[format])
  .header('content-disposition', `attachment; filename="${filename}"`)
  .send(body);

export const reportRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, pool, jobs }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const name of RECORD_EXPORTS) {
    const res = resourceOf(name);
    if (!res) continue;
    const access = rights(res.def.area, 'view', res.def.tier);
    r.get(`/${name}/:id/export/`, {
      schema: { params: z.object({ id: z.string() }), querystring: z.object({ format: text }), tags: [name] }, config: { access },
    }, async (req, reply) => {
      const ctx = ctxOf(req);
      const format = formatOf(req.query.format);
      const id = pathId(req.params.id);
      const content = await recordContent(pool, db, res, ctx, id);
      if (!content) throw notFound();
      await recordActivity(db, actorOf(ctx), {
        action: 'export', objectType: name, objectId: id, scope: companyScope(ctx.selectedCompany ?? ctx.companies[0] ?? null),
        changes: { format: [null, format] },
      });
      return send(reply, await renderReport(content, ctx, format), format, reportFilename(`${name}-${id}`, format));
    });
  }

  for (const name of LIST_REPORTS) {
    const res = resourceOf(name);
    if (!res) continue;
    const access = rights(res.def.area, 'view', res.def.tier);
    r.get(`/${name}/generate_report/`, {
      schema: { querystring: listQuerySchema(res.def, { format: text, delivery: text }), tags: [name] }, config: { access },
    }, async (req, reply) => {
      const ctx = ctxOf(req);
      const { format: rawFormat, delivery: rawDelivery, ...query } = req.query as Record<string, unknown>;
      const format = formatOf(rawFormat);
      const delivery = String(one(rawDelivery) ?? 'auto');
      if (!['auto', 'email'].includes(delivery)) throw fieldError('delivery', 'invalid_choice');
      const q = parseListQuery(res.def, query, false);
      const count = await countRows(db, res, ctx, q);
      if (delivery === 'email' || count > LIST_REPORT_LIMITS.inlineMaxRows) {
        const data: ListReportJobData = { resource: name, query, format, locale: ctx.locale, userId: ctx.user.id, selectedCompany: ctx.selectedCompany, tokenId: ctx.tokenId ?? null };
        const id = await jobs.enqueue(LIST_REPORT_JOB, data, { userId: ctx.user.id, companyId: ctx.selectedCompany ?? ctx.companies[0] ?? null },
          { expireInSeconds: 2 * 3600 });
        return reply.code(202).send({ job: { id }, count, link: `/ressource/download/${id}`, message: t(ctx.locale, 'api.reports.queued', { count }) });
      }
      return send(reply, await renderReport(await listContent(pool, db, res, ctx, q), ctx, format), format, reportFilename(name, format));
    });
  }
};
