// GET /jobs/{id}/: a job's state for the user who started it. Anyone else, an unknown or a
// malformed id: 404 alike, so ids of other users' jobs cannot be probed.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../auth/guard';
import { OWNER } from '../http/access';
import type { AppDeps } from '../http/deps';
import { notFound } from '../http/errors';
import { t, type Locale } from '../http/i18n';
import { jobStateSchema } from '../../resources/contract';
import { getRun, type JobRun } from './runs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const params = z.object({ id: z.string() });

const jobView = jobStateSchema;

export const serializeRun = (run: JobRun, locale: Locale): z.infer<typeof jobView> => ({
  id: run.id,
  kind: run.kind,
  status: run.status,
  progress: run.progress,
  result: run.result,
  error: run.status === 'failed' && run.errorKey ? t(locale, run.errorKey, run.errorParams ?? {}) : null,
  created_at: run.createdAt.toISOString(),
  finished_at: run.finishedAt?.toISOString() ?? null,
});

export const jobRoutes: FastifyPluginAsync<AppDeps> = async (app, { pool }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/jobs/:id/', { schema: { params, response: { 200: jobView }, tags: ['jobs'] }, config: { access: OWNER } }, async (req) => {
    const ctx = ctxOf(req);
    if (!UUID.test(req.params.id)) throw notFound();
    const run = await getRun(pool, req.params.id, ctx.user.id);
    if (!run) throw notFound();
    return serializeRun(run, ctx.locale);
  });
};
