// GET /factories/{id}/register/?building=&regulation= — the site's regulatory register (PDF).
// Rights: the controls' view; the site among the caller's (else 404), the building one of the
// site's that the caller sees, the regulation one of theirs (else 400). Above
// REGISTER_LIMITS.inlineMaxElements elements, a job whose link is e-mailed (202 with the job).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { buildingScope } from '../../auth/scope';
import { rows, type Runner } from '../../crud/sql';
import type { AppDeps } from '../../http/deps';
import { fieldError, notFound } from '../../http/errors';
import { t } from '../../http/i18n';
import { REGISTER_ACCESS, REGISTER_JOB, REGISTER_LIMITS, type RegisterJobData } from './job';
import { companyLogo } from '../company/logo';
import { buildRegisterPdf, registerFilename } from './pdf';
import { countRegisterElements, registerOf, type RegisterFilter } from './query';

const text = z.union([z.string(), z.array(z.string())]).optional();
const query = z.object({ building: text, regulation: text });
const params = z.object({ id: z.string() });
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);

/** The optional id parameter: empty → none; anything but a small positive integer → 400. */
function optionalId(field: string, v: string | string[] | undefined): number | null {
  const raw = one(v);
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw fieldError(field, 'invalid_integer');
  return Number(raw);
}

export async function parseRegisterRequest(db: Runner, ctx: RequestContext, id: string, q: z.infer<typeof query>): Promise<RegisterFilter> {
  if (!/^\d{1,9}$/.test(id) || !ctx.factories.includes(Number(id))) throw notFound();
  const factory = Number(id);
  const building = optionalId('building', q.building);
  const regulation = optionalId('regulation', q.regulation);
  if (building !== null) {
    const found = await rows(db, sql`SELECT 1 FROM buildings b WHERE b.id = ${building} AND b.factory_id = ${factory}
      AND ${buildingScope(ctx, sql`b.factory_id`, sql`b.id`)}`);
    if (!found.length) throw fieldError('building', 'does_not_exist', { id: building });
  }
  if (regulation !== null && !ctx.regulations.includes(regulation)) throw fieldError('regulation', 'does_not_exist', { id: regulation });
  return { factory, building, regulation };
}

export const registerRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs, store }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/factories/:id/register/', { schema: { params, querystring: query, tags: ['registers'] }, config: { access: REGISTER_ACCESS } }, async (req, reply) => {
    const ctx = ctxOf(req);
    const filter = await parseRegisterRequest(db, ctx, req.params.id, req.query);
    const count = await countRegisterElements(db, ctx, filter);
    if (count > REGISTER_LIMITS.inlineMaxElements) {
      const data: RegisterJobData = { filter, locale: ctx.locale, userId: ctx.user.id, selectedCompany: ctx.selectedCompany, tokenId: ctx.tokenId ?? null };
      const jobId = await jobs.enqueue(REGISTER_JOB, data, { userId: ctx.user.id, companyId: ctx.factoryCompany.get(filter.factory) ?? null },
        { expireInSeconds: 2 * 3600 });
      return reply.code(202).send({
        job: { id: jobId }, count, link: `/ressource/download/${jobId}`,
        message: t(ctx.locale, 'api.registers.queued', { count }),
      });
    }
    const register = await registerOf(db, ctx, filter);
    const body = await buildRegisterPdf(register, ctx.locale, new Date(), await companyLogo(db, store, register.company.id));
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${registerFilename(ctx.locale, register.site.name)}"`);
    return reply.send(body);
  });
};
