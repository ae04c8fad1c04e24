// Express reports beyond the engine's routes (the multipart create is upload.ts):
//   GET   /express-reports/{id}/file/     the PDF, inline (the console frames it)
//   GET   /express-reports/{id}/pages/    each page's text and source (text layer, OCR)
//   PATCH /express-reports/{id}/result/   the person's corrections of `result` (to_check, to_validate)
//   GET   /express-reports/{id}/links/    what validation created or changed: tasks, controls, document
//   GET   /support/express-reports/       support's queue: every company's reports (support.ts)
// Activity-log rows: company (an express report's corrected reading; tests/api/access/activity.ts).
import { sql } from 'drizzle-orm';
import { codeLabel } from '../../crud/display';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expressResultSchema, type ExpressResult } from '../../../resources/expressReportResult';
import { ctxOf } from '../../auth/guard';
import { actorOf, recordActivity } from '../../crud/activity-record';
import { fetchOne } from '../../crud/rows';
import { intArr, rows } from '../../crud/sql';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError, notFound } from '../../http/errors';
import { pathId as parseId } from '../../http/ids';
import { sendBlob } from '../../storage/download';
import { assertCanProcess } from './hooks';
import { keepWhatItRead } from './read-fields';
import { expressReports } from './resource';
import { openControlSql } from '../controls/open';

const tags = ['express-reports'];
const view = { access: rights('expressreport', 'view', 'pro') };
const edit = { access: rights('expressreport', 'edit', 'pro') };

/** Element and task ids of a corrected result that are not the company's: the first, or null. */
async function foreignIds(db: AppDeps['db'], company: number, result: ExpressResult) {
  const elements = [...result.elements, ...result.observations].map((e) => e.element).filter((e): e is number => e != null);
  if (elements.length) {
    const found = await rows<{ id: number }>(db, sql`SELECT id FROM elements WHERE id = ANY(${intArr(elements)}) AND company_id = ${company}`);
    const known = new Set(found.map((r) => r.id));
    const bad = elements.find((e) => !known.has(e));
    if (bad !== undefined) return bad;
  }
  const taskIds = result.observations.map((o) => o.task).filter((t): t is number => t != null);
  if (taskIds.length) {
    const found = await rows<{ id: number }>(db, sql`SELECT id FROM tasks WHERE id = ANY(${intArr(taskIds)}) AND company_id = ${company}`);
    const known = new Set(found.map((r) => r.id));
    const bad = taskIds.find((e) => !known.has(e));
    if (bad !== undefined) return bad;
  }
  return null;
}

export const expressReportRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, store }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string() });
  const scoped = async (req: { params: { id: string } }, ctx: ReturnType<typeof ctxOf>) => {
    const row = await fetchOne(db, expressReports, ctx, parseId(req.params.id));
    if (!row) throw notFound();
    return row;
  };

  r.get('/express-reports/:id/file/', { schema: { params, tags }, config: view }, async (req, reply) => {
    const row = await scoped(req, ctxOf(req));
    const [x] = await rows<{ blob_key: string }>(db, sql`SELECT blob_key FROM express_reports WHERE id = ${row.id as number}`);
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox")
      .header('x-frame-options', 'SAMEORIGIN');
    return sendBlob(reply, store, x.blob_key, { filename: String(row.file), contentType: 'application/pdf', disposition: 'inline' });
  });

  r.get('/express-reports/:id/pages/', { schema: { params, tags }, config: view }, async (req) => {
    const row = await scoped(req, ctxOf(req));
    const results = await rows(db, sql`SELECT page, source, text, confidence FROM express_report_pages WHERE report_id = ${row.id as number} ORDER BY page`);
    return { results };
  });

  r.patch('/express-reports/:id/result/', { schema: { params, body: z.object({ result: z.unknown() }), tags }, config: edit }, async (req) => {
    const ctx = ctxOf(req);
    const row = await scoped(req, ctx);
    assertCanProcess(ctx);
    if (row.validation_pending) throw fieldError('result', 'api.expressReports.errors.validation_pending');
    if (row.status !== 'to_check' && row.status !== 'to_validate') throw fieldError('result', 'api.expressReports.errors.locked', { status: codeLabel(ctx.locale, 'express-reports', 'status', String(row.status)) });
    const parsed = expressResultSchema.safeParse(req.body.result);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.join('.') || 'result';
      throw fieldError('result', 'api.expressReports.errors.invalid_result', { path: path.slice(0, 200) });
    }
    const bad = await foreignIds(db, row.company as number, parsed.data);
    if (bad !== null) throw fieldError('result', 'api.expressReports.errors.element_outside_company', { id: bad });
    return db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE express_reports SET result = ${JSON.stringify(parsed.data)}::jsonb, updated_at = now() WHERE id = ${row.id as number}`);
      await keepWhatItRead(tx, row.id as number, parsed.data);
      await recordActivity(tx, actorOf(ctx), { action: 'update', objectType: 'express-reports', objectId: row.id as number, objectLabel: String(row.file),
        scope: { company: row.company as number, factory: (row.factory as number | null) ?? null, building: null }, changes: { result: [null, 'corrected'] } });
      return (await fetchOne(tx, expressReports, ctx, row.id as number, { scoped: false }))!;
    });
  });

  r.get('/express-reports/:id/links/', { schema: { params, tags }, config: view }, async (req) => {
    const row = await scoped(req, ctxOf(req));
    const id = row.id as number;
    const result = expressResultSchema.safeParse(row.result);
    const taskIds = result.success ? result.data.observations.map((o) => o.task).filter((t): t is number => t != null) : [];
    const [tasks, controls, documents] = await Promise.all([
      rows(db, sql`SELECT t.id, t.description, t.status, t.element_id AS element, el.designation AS element_name,
          (t.express_report_id = ${id}) AS created
        FROM tasks t JOIN elements el ON el.id = t.element_id
        WHERE t.company_id = ${row.company as number} AND (t.express_report_id = ${id} OR t.id = ANY(${intArr(taskIds)})) ORDER BY t.id`),
      rows(db, sql`SELECT k.id, k.designation, k.status, k.completed_date::text AS completed_date, k.element_id AS element,
          concat_ws(' — ', nullif(el.identification_number, ''), el.designation) AS element_name,
          (SELECT n.next_date::text FROM controls n WHERE n.element_id = k.element_id AND n.type_id IS NOT DISTINCT FROM k.type_id
            AND ${openControlSql('n.status')} ORDER BY n.next_date LIMIT 1) AS next_date
        FROM express_report_controls xc JOIN controls k ON k.id = xc.control_id JOIN elements el ON el.id = k.element_id
        WHERE xc.report_id = ${id} ORDER BY el.designation, k.id`),
      rows(db, sql`SELECT d.id, d.name FROM documents d JOIN express_reports x ON x.document_id = d.id WHERE x.id = ${id}`),
    ]);
    return { tasks, controls, document: documents[0] ?? null };
  });
};
