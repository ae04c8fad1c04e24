// GET /activity/?period=last_year|past_twelve_months&factory=1,2 — the activity report's numbers.
// GET /activity/generate_report/?period=…&factory=…&format=pdf|xlsx — the same as a file; above
// REPORT_LIMITS.inlineMaxSites sites, a job that e-mails the link (202 with the job).
// Rights: the activity area's view; the numbers are limited to the caller's sites and regulations.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { fieldError } from '../../http/errors';
import { t } from '../../http/i18n';
import { ACTIVITY_ACCESS, ACTIVITY_REPORT_JOB, REPORT_LIMITS, type ActivityJobData } from './job';
import { isPeriod } from './period';
import { activityReport } from './query';
import { scopeLogo } from '../company/logo';
import { buildReport, REPORT_CONTENT_TYPES, reportFilename } from './report';

const text = z.union([z.string(), z.array(z.string())]).optional();
const query = z.object({ period: text, factory: text, format: text });
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);

/** The period (default past_twelve_months) and the sites among the caller's (default: all). */
export function parseActivityQuery(ctx: RequestContext, q: z.infer<typeof query>) {
  const period = one(q.period) ?? 'past_twelve_months';
  if (!isPeriod(period)) throw fieldError('period', 'api.activity.period');
  const raw = [q.factory ?? []].flat().flatMap((v) => v.split(',')).filter((v) => v !== '');
  for (const v of raw) {
    if (!/^\d{1,9}$/.test(v)) throw fieldError('factory', 'invalid_integer');
    if (!ctx.factories.includes(Number(v))) throw fieldError('factory', 'does_not_exist', { id: Number(v) });
  }
  return { period, factories: raw.length ? [...new Set(raw.map(Number))] : ctx.factories };
}

export const activityRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs, store }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activity'];
  r.get('/activity/', { schema: { querystring: query, tags }, config: { access: ACTIVITY_ACCESS } }, async (req) => {
    const ctx = ctxOf(req);
    const { period, factories } = parseActivityQuery(ctx, req.query);
    return activityReport(db, ctx, period, factories);
  });

  r.get('/activity/generate_report/', { schema: { querystring: query, tags }, config: { access: ACTIVITY_ACCESS } }, async (req, reply) => {
    const ctx = ctxOf(req);
    const format = one(req.query.format) ?? 'pdf';
    if (format !== 'pdf' && format !== 'xlsx') throw fieldError('format', 'api.activity.format');
    const { period, factories } = parseActivityQuery(ctx, req.query);
    if (factories.length > REPORT_LIMITS.inlineMaxSites) {
      const data: ActivityJobData = { period, factories, format, locale: ctx.locale, userId: ctx.user.id, selectedCompany: ctx.selectedCompany, tokenId: ctx.tokenId ?? null };
      const id = await jobs.enqueue(ACTIVITY_REPORT_JOB, data, { userId: ctx.user.id, companyId: ctx.selectedCompany ?? ctx.companies[0] ?? null },
        { expireInSeconds: 2 * 3600 });
      return reply.code(202).send({
        job: { id }, count: factories.length, link: `/ressource/download/${id}`,
        message: t(ctx.locale, 'api.activity.report_queued', { count: factories.length }),
      });
    }
    const logo = format === 'pdf' ? await scopeLogo(db, store, ctx) : null;
    const body = await buildReport(await activityReport(db, ctx, period, factories), ctx.locale, format, logo);
    reply.header('content-type', REPORT_CONTENT_TYPES[format]);
    reply.header('content-disposition', `attachment; filename="${reportFilename(ctx.locale, format)}"`);
    return reply.send(body);
  });
};
