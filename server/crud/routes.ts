// THE generic engine: one route set, registered in a loop for every resource of resources/.
// Each route declares its right (area, action, the resource's tier): the access hook enforces it
// before the body is read (server/http/access-hook.ts).
// Activity-log rows: company (the export of any list; tests/api/access/activity.ts).
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceOptionsSchema } from '../../resources/contract';
import type { RequestContext } from '../auth/context';
import { ctxOf } from '../auth/guard';
import { rights, type RightsAccess } from '../http/access';
import type { AppDeps } from '../http/deps';
import { fieldError, notFound } from '../http/errors';
import { pathId as parseId } from '../http/ids';
import { t } from '../http/i18n';
import { actorOf, companyScope, recordActivity } from './activity-record';
import { EXPORT_JOB, type ExportJobData } from './export-job';
import { runBulk } from './bulk';
import { enqueueBulk } from './bulk-job';
import { EXPORT_CONTENT_TYPES as CONTENT_TYPES, exportFilename, writeExport } from './export';
import { optionsOf } from './options';
import { parseListQuery } from './query';
import { serverResources } from './registry';
import { inListTransaction } from './list-transaction';
import { countRows, fetchOne, isProtected, listPage } from './rows';
import { asIs, countSchema, pageSchema, rowSchema } from './response-schemas';
import { bodySchema, bulkSchema, isCompanyField, listQuerySchema } from './schemas';
import type { ServerResource } from './types';
import { translateConfirmation } from './dependents';
import { createRow, deleteRow, updateRow } from './write';

/** The list's own URL with another cursor, every other parameter kept. */
function pageLink(req: FastifyRequest, name: string, cursor: string | null): string | null {
  if (!cursor) return null;
  const params = new URL(req.url, 'http://api.local').searchParams;
  params.set('cursor', cursor);
  return `/api/v1/${name}/?${params.toString().replace(/%2C/gi, ',')}`;
}

/**
 * A create without `company` is made in the caller's current company: the one selected (support,
 * a token), else their only one. A caller of several companies with none selected must name it.
 */
function withCompany(res: ServerResource, ctx: RequestContext, body: Record<string, unknown>) {
  const field = res.def.fields.find(isCompanyField);
  if (!field || field.readOnly || body.company !== undefined) return body;
  const company = ctx.selectedCompany ?? (ctx.companies.length === 1 ? ctx.companies[0] : undefined);
  if (company === undefined) {
    if (field.required) throw fieldError('company', 'required');
    return body;
  }
  return { ...body, company };
}

function registerResource(app: FastifyInstance, res: ServerResource, deps: AppDeps) {
  const { db, pool, jobs, config } = deps;
  // Lists, counts and exports read from the replica when there is one (server/db/reads.ts).
  const readDb = (req: FastifyRequest) => deps.reads?.db(req) ?? db;
  const readPool = (req: FastifyRequest) => deps.reads?.pool(req) ?? pool;
  const { def } = res;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${def.name}/`;
  const item = `${base}:id/`;
  const tags = [def.name];
  const guard = (action: RightsAccess['action']) => ({ access: rights(def.area, action, def.tier) });
  const view = guard('view');
  // Response shapes for /api/docs, generated from the metadata (serialised as they are: see response-schemas.ts).
  const row = rowSchema(def);
  const answers = (shapes: Record<number, z.ZodType>) => ({ response: shapes as Record<number, z.ZodType> });

  r.get(base, { schema: { querystring: listQuerySchema(def), ...answers({ 200: pageSchema(def) }), tags }, serializerCompiler: asIs, config: view }, async (req) => {
    const q = parseListQuery(def, req.query);
    // Its joins planned in the order written (list-transaction.ts).
    const page = await inListTransaction(readPool(req), (tx) => listPage(tx, res, ctxOf(req), q));
    await res.decorate?.(readDb(req), ctxOf(req), page.results);
    return { next: pageLink(req, def.name, page.next), previous: pageLink(req, def.name, page.previous), results: page.results };
  });

  r.get(`${base}count/`, { schema: { querystring: listQuerySchema(def), response: { 200: countSchema }, tags }, config: view }, async (req) =>
    ({ count: await countRows(readDb(req), res, ctxOf(req), parseListQuery(def, req.query, false)) }));

  r.get(`${base}options/`, { schema: { response: { 200: resourceOptionsSchema }, tags }, config: view }, async (req) => optionsOf(res, ctxOf(req)));

  const text = z.union([z.string(), z.array(z.string())]).optional();
  const exportQuery = listQuerySchema(def, { format: text, delivery: text });
  r.get(`${base}export/`, { schema: { querystring: exportQuery, tags }, config: view }, async (req, reply) => {
    const ctx = ctxOf(req);
    const { format: rawFormat = 'csv', delivery: rawDelivery, ...query } = req.query as Record<string, unknown>;
    const format = String(rawFormat);
    const delivery = rawDelivery === undefined ? 'auto' : String(rawDelivery);
    if (format !== 'csv' && format !== 'xlsx') throw fieldError('format', 'invalid_choice');
    if (!['auto', 'email'].includes(delivery)) throw fieldError('delivery', 'invalid_choice');
    const q = parseListQuery(def, query, false);
    await recordActivity(db, actorOf(ctx), {
      action: 'export', objectType: def.name, scope: companyScope(ctx.selectedCompany ?? ctx.companies[0] ?? null),
      changes: { format: [null, format] },
    });
    // A large export (or one asked by e-mail) runs as a job: the answer comes at once.
    const count = await countRows(readDb(req), res, ctx, q);
    if (delivery === 'email' || count > config.exportEmailThreshold) {
      const data: ExportJobData = {
        resource: def.name, query, format, locale: ctx.locale, userId: ctx.user.id, selectedCompany: ctx.selectedCompany, tokenId: ctx.tokenId ?? null,
      };
      const id = await jobs.enqueue(EXPORT_JOB, data, { userId: ctx.user.id, companyId: ctx.selectedCompany ?? ctx.companies[0] ?? null },
        // A million-row export takes minutes: an attempt is only taken for dead after 2 hours.
        { expireInSeconds: 2 * 3600 });
      return reply.code(202).send({ job: { id }, message: t(ctx.locale, 'api.errors.export_queued', { count }) });
    }
    const out = new PassThrough();
    writeExport(readPool(req), res, ctx, q, format, out, (err) => req.log.error({ err }, `export of ${def.name} failed`));
    reply.header('content-type', CONTENT_TYPES[format]);
    reply.header('content-disposition', `attachment; filename="${exportFilename(res, format)}"`);
    return reply.send(out);
  });

  r.get(item, { schema: { ...answers({ 200: row }), tags }, serializerCompiler: asIs, config: view }, async (req) => {
    const row = await fetchOne(db, res, ctxOf(req), parseId((req.params as { id: string }).id));
    if (!row) throw notFound();
    await res.decorate?.(db, ctxOf(req), [row]);
    return row;
  });

  r.get(`${item}options/`, { schema: { response: { 200: resourceOptionsSchema }, tags }, config: view }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    if (!(await fetchOne(db, res, ctxOf(req), id))) throw notFound();
    return optionsOf(res, ctxOf(req), { protected: await isProtected(db, res, id) });
  });

  if (def.readOnly) return;
  if (def.bulkActions.length) {
    r.post(`${base}bulk/`, { schema: { body: bulkSchema(def), tags }, config: guard('bulk') }, async (req, reply) => {
      const ctx = ctxOf(req);
      const answer = await runBulk(db, res, ctx, req.body, config.bulkJobThreshold);
      if ('count' in answer) return answer;
      if ('queued' in answer) {
        // A large selection: checked like a small one, written by a job with progress.
        const { count, data } = answer.queued;
        const id = await enqueueBulk(jobs, res, ctx, req.body, data);
        return reply.code(202).send({ job: { id }, count, message: t(ctx.locale, 'api.bulk.queued', { count }) });
      }
      return { ...translateConfirmation(ctx.locale, answer.message, answer.dependents), confirm_request: answer.confirm_request };
    });
  }

  // A multipart create (files) is the resource's own, answered before the JSON body's validation.
  const upload = res.createUpload;
  const preValidation = upload && (async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.isMultipart()) return reply.code(201).send(await upload(deps, req, ctxOf(req)));
  });
  const created = res.hooks?.createAnswerFields ? row.extend(res.hooks.createAnswerFields) : row;
  r.post(base, { schema: { body: bodySchema(def, 'create', res.notNull), ...answers({ 201: created }), tags }, serializerCompiler: asIs, config: guard('create'), ...(preValidation ? { preValidation } : {}) }, async (req, reply) => {
    const row = await createRow(db, res, ctxOf(req), withCompany(res, ctxOf(req), req.body));
    await res.hooks?.afterCreateCommitted?.(deps, row, ctxOf(req), req.log);
    return reply.code(201).send(res.hooks?.createAnswer?.(row, ctxOf(req)) ?? row);
  });

  // A multipart update (a file for an existing row) likewise, before the JSON body's validation.
  const replace = res.updateUpload;
  const updateValidation = replace && (async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.isMultipart()) return reply.send(await replace(deps, req, ctxOf(req), parseId((req.params as { id: string }).id)));
  });
  for (const [method, mode] of [['patch', 'patch'], ['put', 'put']] as const) {
    r[method](item, { schema: { body: bodySchema(def, mode, res.notNull), ...answers({ 200: row }), tags }, serializerCompiler: asIs, config: guard('edit'), ...(updateValidation ? { preValidation: updateValidation } : {}) }, async (req) =>
      updateRow(db, res, ctxOf(req), parseId((req.params as { id: string }).id), req.body));
  }

  // A row with dependents answers a confirmation first; its replay carries `{ "confirm": true }`.
  const deleteBody = z.strictObject({ confirm: z.boolean().optional() }).optional().nullable();
  r.delete(item, { schema: { body: deleteBody, tags }, config: guard('delete') }, async (req, reply) => {
    const ctx = ctxOf(req);
    const confirm = req.body?.confirm;
    const mode = confirm === true ? 'confirmed' : confirm === false ? 'ask' : 'bare';
    const asked = await deleteRow(db, res, ctx, parseId((req.params as { id: string }).id), mode);
    if (!asked) return reply.code(204).send();
    return { ...translateConfirmation(ctx.locale, asked.message, asked.dependents), confirm_request: asked.confirm_request };
  });
}

export const crudRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  for (const res of serverResources()) registerResource(app, res, deps);
};

