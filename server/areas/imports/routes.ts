// Imports beyond the engine's routes (the multipart create is POST /imports/ itself: upload.ts):
//   GET  /imports/template/?object_type=&action_type=   the XLSX to fill in
//   POST /imports/{id}/apply/ {skip_errors?}              applies an analysed import (a job, 202)
//   GET  /imports/{id}/errors/                            the file with its errors marked (XLSX)
//   GET  /imports/{id}/error-list/?tab=&page=&page_size=  the errors as JSON, by tab, paginated
// While the analysis runs, the errors are not known yet: 409 'the import is being analysed'.
import { checkElementLimit } from '../elements/plan-limit';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_ACTIONS, IMPORT_OBJECTS } from '../../../resources/imports';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { scopeOf } from '../../crud/rows';
import { and, rows, type Runner } from '../../crud/sql';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { DetailError, nonFieldError, notFound } from '../../http/errors';
import { pathId } from '../../http/ids';
import { t } from '../../http/i18n';
import { contentDisposition } from '../../storage/download';
import { errorsFile } from './errors-file';
import { APPLY_JOB, importOf, type ImportRow } from './jobs';
import { imports } from './resource';
import { buildTemplate } from './template';

const tags = ['imports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const params = z.object({ id: z.string() });

/** The import if the caller sees it (404 otherwise). */
async function visible(db: Runner, ctx: RequestContext, raw: string): Promise<ImportRow> {
  const id = pathId(raw);
  const found = await rows(db, sql`SELECT 1 FROM ${imports.from} WHERE ${and([scopeOf(imports, ctx), sql`im.id = ${id}`])}`);
  const imp = found.length ? await importOf(db, id) : undefined;
  if (!imp) throw notFound();
  return imp;
}

/** Errors are known once analysed: before, 409 with spec §8's message. */
function analysed(imp: ImportRow) {
  if (imp.status === 'being_analysed') throw new DetailError(409, { key: 'api.imports.errors.being_analysed' });
  if (imp.status === 'failed' && imp.error_count === 0) throw nonFieldError('api.imports.errors.no_errors_file');
}

export const importRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, jobs, store } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/imports/template/', {
    schema: { querystring: z.object({ object_type: z.enum(IMPORT_OBJECTS), action_type: z.enum(IMPORT_ACTIONS).optional() }), tags },
    config: { access: rights('import', 'view') },
  }, async (req, reply) => {
    const ctx = ctxOf(req);
    const action = req.query.action_type ?? 'create';
    if (action === 'link' && req.query.object_type !== 'elements') throw nonFieldError('api.imports.errors.link_elements_only');
    const file = await buildTemplate(db, ctx, req.query.object_type, action);
    const name = `${t(ctx.locale, 'api.imports.template_name')} ${t(ctx.locale, `resources.${req.query.object_type}.name`).split('|||| ').pop()!.trim()}.xlsx`;
    return reply.header('content-type', XLSX).header('content-disposition', contentDisposition(name)).send(file);
  });

  r.post('/imports/:id/apply/', {
    schema: { params, body: z.strictObject({ skip_errors: z.boolean().optional() }).optional(), tags },
    config: { access: rights('import', 'create') },
  }, async (req, reply) => {
    const ctx = ctxOf(req);
    const imp = await visible(db, ctx, req.params.id);
    const skip = req.body?.skip_errors === true;
    if (imp.status === 'being_analysed') throw new DetailError(409, { key: 'api.imports.errors.being_analysed' });
    if (imp.status !== 'analysed') throw nonFieldError('api.imports.errors.not_applicable');
    if (imp.error_count > 0 && !skip) throw nonFieldError('api.imports.errors.has_errors', { count: imp.error_count });
    // The start plan's element limit, checked before the job (which checks it again per batch).
    if (imp.object_type === 'elements' && imp.action_type === 'create') {
      await checkElementLimit(db, new Map([[imp.company_id, Math.max(0, imp.row_count - imp.error_count)]]));
    }
    // Only one apply: the status moves once, whatever two clicks race.
    const moved = await rows(db, sql`UPDATE imports SET status = 'applying', skip_errors = ${skip}, checkpoint = 0, applied_rows = 0,
      creation_count = 0, modification_count = 0, link_count = 0, updated_at = now() WHERE id = ${imp.id} AND status = 'analysed' RETURNING id`);
    if (!moved.length) throw nonFieldError('api.imports.errors.not_applicable');
    const job = await jobs.enqueue(APPLY_JOB, { id: imp.id }, { userId: ctx.user.id, companyId: imp.company_id }, { expireInSeconds: 4 * 3600 })
      .catch(async (err: unknown) => {
        await db.execute(sql`UPDATE imports SET status = 'analysed' WHERE id = ${imp.id}`);
        throw err;
      });
    return reply.code(202).send({ job: { id: job }, status: 'applying', message: t(ctx.locale, 'api.imports.applying') });
  });

  r.get('/imports/:id/errors/', { schema: { params, tags }, config: { access: rights('import', 'view') } }, async (req, reply) => {
    const ctx = ctxOf(req);
    const imp = await visible(db, ctx, req.params.id);
    analysed(imp);
    // A file gone from the store (purged, a demo row before its restore) is a 404, not a 500.
    if (!(await store.head(imp.blob_key).catch(() => null))) throw notFound();
    const file = await errorsFile(db, store, imp, ctx.locale);
    const name = `${imp.file_name.replace(/\.[^.]*$/, '')} - ${t(ctx.locale, 'api.imports.errors_name')}.xlsx`;
    return reply.header('content-type', XLSX).header('content-disposition', contentDisposition(name)).send(file);
  });

  r.get('/imports/:id/error-list/', {
    schema: {
      params, tags,
      querystring: z.object({ tab: z.string().max(100).optional(), page: z.coerce.number().int().min(1).max(100_000).optional(), page_size: z.coerce.number().int().min(1).max(500).optional() }),
    },
    config: { access: rights('import', 'view') },
  }, async (req) => {
    const ctx = ctxOf(req);
    const imp = await visible(db, ctx, req.params.id);
    if (imp.status === 'being_analysed') throw new DetailError(409, { key: 'api.imports.errors.being_analysed' });
    const size = req.query.page_size ?? 50;
    const page = req.query.page ?? 1;
    const where = and([sql`import_id = ${imp.id}`, req.query.tab !== undefined ? sql`tab = ${req.query.tab}` : undefined]);
    const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM import_errors WHERE ${where}`);
    const found = await rows<{ seq: number; tab: string; line: number; field: string | null; value: string | null; message: string; params: Record<string, string | number> | null }>(db, sql`
      SELECT seq, tab, line, field, value, message, params FROM import_errors WHERE ${where} ORDER BY tab, line, seq LIMIT ${size} OFFSET ${(page - 1) * size}`);
    const tabs = await rows<{ tab: string; count: number }>(db, sql`SELECT tab, count(*)::int AS count FROM import_errors WHERE import_id = ${imp.id} GROUP BY tab ORDER BY tab`);
    return {
      count: n, page, page_size: size, tabs,
      results: found.map((e) => ({ id: e.seq, tab: e.tab, line: e.line, field: e.field, value: e.value, message: t(ctx.locale, e.message, e.params ?? {}) })),
    };
  });
};
