// Documents beyond the engine's routes:
//   GET  /documents/{id}/download/   the file (?inline=1: shown by the browser, for the preview)
//   POST /documents/zip/             a zip of a selection or a folder: always a job (202)
//   GET  /documents/zips/{job}/      the zip's state and, once built, its download URL
//   POST /documents/move/            files a selection into a folder (a link: no engine bulk update)
// (The multipart create is POST /documents/ itself: upload.ts, through the resource's createUpload.)
// Activity-log rows: engine (a folder given to documents: the rows take the documents' owner expressions, as logBulk's).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { idSchema } from '../../crud/schemas';
import { scopeOf } from '../../crud/rows';
import { and, intArr, rows } from '../../crud/sql';
import { selection } from '../../crud/bulk';
import { ownerExprs } from '../../crud/activity';
import { actorOf, recordBulkActivity } from '../../crud/activity-record';
import type { ExportJobResult } from '../../crud/export-job';
import { OWNER, rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { DetailError, fieldError, nonFieldError, notFound } from '../../http/errors';
import { pathId as parseId } from '../../http/ids';
import { t } from '../../http/i18n';
import { lockAmong, lockedError, type JobLock } from '../../jobs/locks';
import { getRun } from '../../jobs/runs';
import { sendBlob } from '../../storage/download';
import { documents } from './resource';
import { ZIP_ACCESS, ZIP_JOB, zipLink, zipWhere, type ZipJobData } from './zip-job';

const tags = ['documents'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Types a browser may show inline without running anything (no HTML, no SVG: they script). */
const INLINE_SAFE = /^(application\/pdf|image\/(png|jpeg)|text\/plain(; charset=utf-8)?|text\/csv(; charset=utf-8)?)$/;
const zipMissing = () => new DetailError(404, { key: 'api.documents.zip_missing' });

const filterValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const zipBody = z.strictObject({
  ids: z.array(idSchema).max(10_000).optional(),
  all: z.boolean().optional(),
  filter: z.record(z.string(), filterValue).optional(),
  tag: idSchema.optional(),
});

const moveBody = z.strictObject({
  ids: z.array(idSchema).max(10_000).optional(),
  all: z.boolean().optional(),
  filter: z.record(z.string(), filterValue).optional(),
  tag: idSchema,
});

export const documentRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, pool, jobs, store }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string() });

  r.get('/documents/:id/download/', {
    schema: { params, querystring: z.object({ inline: z.enum(['0', '1', 'true', 'false']).optional() }), tags },
    config: { access: rights('file', 'view') },
  }, async (req, reply) => {
    const ctx = ctxOf(req);
    const id = parseId(req.params.id);
    const [doc] = await rows<{ name: string; blob_key: string | null; content_type: string | null }>(db, sql`
      SELECT d.name, d.blob_key, d.content_type FROM ${documents.from} WHERE ${and([scopeOf(documents, ctx), sql`d.id = ${id}`])}`);
    if (!doc?.blob_key) throw notFound();
    const inline = req.query.inline === '1' || req.query.inline === 'true';
    const type = doc.content_type ?? 'application/octet-stream';
    const showable = inline && INLINE_SAFE.test(type);
    // The preview is framed by the console (same origin); nothing in it may run or be sniffed.
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox");
    if (showable) reply.header('x-frame-options', 'SAMEORIGIN');
    return sendBlob(reply, store, doc.blob_key, {
      filename: doc.name, contentType: showable ? type : inline ? 'application/octet-stream' : type, disposition: showable ? 'inline' : 'attachment',
    });
  });

  r.post('/documents/zip/', { schema: { body: zipBody, tags }, config: { access: ZIP_ACCESS } }, async (req, reply) => {
    const ctx = ctxOf(req);
    const where = await zipWhere(db, ctx, req.body);
    const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${documents.from} WHERE ${where} AND d.blob_key IS NOT NULL`);
    if (!n) throw nonFieldError('api.documents.zip_empty');
    const data: ZipJobData = { ...req.body, locale: ctx.locale, userId: ctx.user.id, selectedCompany: ctx.selectedCompany, tokenId: ctx.tokenId ?? null };
    const id = await jobs.enqueue(ZIP_JOB, data, { userId: ctx.user.id, companyId: ctx.selectedCompany ?? ctx.companies[0] ?? null },
      { expireInSeconds: 2 * 3600 });
    return reply.code(202).send({ job: { id }, count: n, link: zipLink(id), message: t(ctx.locale, 'api.documents.zip_queued', { count: n }) });
  });

  // Files the selection into a folder (added to its folders): the folder's company's documents only.
  r.post('/documents/move/', { schema: { body: moveBody, tags }, config: { access: rights('file', 'edit') } }, async (req) => {
    const ctx = ctxOf(req);
    const { tag, ...picked } = req.body;
    const [folder] = await rows<{ company_id: number }>(db, sql`SELECT company_id FROM tags WHERE id = ${tag} AND company_id = ANY(${intArr(ctx.companies)})`);
    if (!folder) throw fieldError('tag', 'does_not_exist', { id: tag });
    const where = await selection(db, documents, ctx, picked);
    // The filing and its log rows (one per document newly filed, as a bulk update of its folders) commit together.
    const moved = await db.transaction(async (tx) => {
      // Filing is a write to the documents: refused while a job locks one of them (spec §4), as a bulk update is.
      const [held] = await rows<{ lock: JobLock | null }>(tx, sql`SELECT ${lockAmong(documents.table, sql`SELECT d.id FROM ${documents.from} WHERE ${where}`)} AS lock`);
      if (held?.lock) throw lockedError(held.lock);
      const ids = await rows<{ document_id: number }>(tx, sql`INSERT INTO document_tags (document_id, tag_id)
        SELECT d.id, ${tag}::int FROM ${documents.from} WHERE ${where} AND d.company_id = ${folder.company_id}
        ON CONFLICT DO NOTHING RETURNING document_id`);
      await recordBulkActivity(tx, actorOf(ctx), {
        action: 'bulk_update', objectType: 'documents', from: documents.from, where: sql`d.id = ANY(${intArr(ids.map((m) => m.document_id))})`,
        id: sql`d.id`, label: sql`d.name`, scope: ownerExprs(documents),
        changes: sql`jsonb_build_object('tags', jsonb_build_array(
          (SELECT coalesce(jsonb_agg(dt.tag_id ORDER BY dt.tag_id) FILTER (WHERE dt.tag_id <> ${tag}), '[]') FROM document_tags dt WHERE dt.document_id = d.id),
          (SELECT jsonb_agg(dt.tag_id ORDER BY dt.tag_id) FROM document_tags dt WHERE dt.document_id = d.id)))`,
      });
      return ids;
    });
    return { count: moved.length, message: t(ctx.locale, 'api.documents.moved', { count: moved.length }) };
  });

  r.get('/documents/zips/:id/', { schema: { params, tags }, config: { access: OWNER } }, async (req) => {
    const ctx = ctxOf(req);
    if (!UUID.test(req.params.id)) throw zipMissing();
    const run = await getRun(pool, req.params.id, ctx.user.id);
    if (!run || run.kind !== ZIP_JOB || run.status === 'failed') throw zipMissing();
    const result = run.result as ExportJobResult | null | undefined;
    if (run.status !== 'done' || !result?.key) return { id: run.id, status: run.status, progress: run.progress, url: null };
    if (result.purged || new Date(result.expires_at).getTime() < Date.now() || !(await store.head(result.key))) throw zipMissing();
    return {
      id: run.id, status: run.status, progress: 100, url: `/api/v1/exports/${run.id}/download/`,
      filename: result.filename, files: result.rows, size: result.size, expires_at: result.expires_at,
    };
  });
};
