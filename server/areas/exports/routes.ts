// GET /exports/{job id}/download/: the file of an e-mailed export (or label sheet, file-jobs.ts),
// for the user who asked it.
// Another user's job, an unfinished one, an expired or missing file: the same 404.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { OWNER } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { DetailError } from '../../http/errors';
import { getRun } from '../../jobs/runs';
import { sendBlob } from '../../storage/download';
import { FILE_JOBS } from './file-jobs';
import type { ExportJobResult } from '../../crud/export-job';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const missing = () => new DetailError(404, { key: 'api.errors.export_missing' });

export const exportRoutes: FastifyPluginAsync<AppDeps> = async (app, { pool, store }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: z.object({ id: z.string() }), tags: ['jobs'] };
  r.get('/exports/:id/download/', { schema, config: { access: OWNER } }, async (req, reply) => {
    const ctx = ctxOf(req);
    if (!UUID.test(req.params.id)) throw missing();
    const run = await getRun(pool, req.params.id, ctx.user.id);
    const result = run?.result as ExportJobResult | null | undefined;
    if (!run || !FILE_JOBS.includes(run.kind) || run.status !== 'done' || !result?.key) throw missing();
    if (new Date(result.expires_at).getTime() < Date.now()) throw missing();
    if (!(await store.head(result.key))) throw missing();
    return sendBlob(reply, store, result.key, { filename: result.filename, contentType: result.content_type });
  });
};
