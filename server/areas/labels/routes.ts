// Element codes and label sheets:
//   GET  /elements/{id}/label/?format=qr|datamatrix  the PDF of one element's label
//   POST /elements/labels/                            the bulk label export: always a job (202)
//   GET  /elements/qr_code/{code}/                    { element } carrying the code, in scope, or null
//   POST /elements/{id}/qr_code/                      gives a code to an element
// Static segments (labels, qr_code) win over the engine's /elements/{id}/ in the router.
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { can } from '../../auth/rights';
import { elements } from '../elements/resource';
import { fetchOne, scopeOf } from '../../crud/rows';
import { idSchema } from '../../crud/schemas';
import { and, rows } from '../../crud/sql';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { nonFieldError, notFound } from '../../http/errors';
import { pathId as parseId } from '../../http/ids';
import { t } from '../../http/i18n';
import { contentDisposition } from '../../storage/download';
import { assignCode, findByCode } from './assign';
import { LABEL_FORMATS } from './barcode';
import { countSelection, LABELS_ACCESS, LABELS_JOB, labelOrder, labelsFilename, labelsTitle, type LabelsJobData } from './job';
import { printLabels } from './print';
import { LabelSheet } from './sheet';
import { scopeLogo } from '../company/logo';
import { landmarkNames } from '../company/landmarks';

const res = elements;
const tags = ['elements'];


const filterValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const labelsBody = z.strictObject({
  ids: z.array(idSchema).max(10_000).optional(),
  all: z.boolean().optional(),
  filter: z.record(z.string(), filterValue).optional(),
  format: z.enum(LABEL_FORMATS).default('qr'),
});

export const labelRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, pool, jobs, config, store }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string() });

  r.get('/elements/:id/label/', {
    schema: { params, querystring: z.object({ format: z.enum(LABEL_FORMATS).default('qr') }), tags },
    config: { access: LABELS_ACCESS },
  }, async (req, reply) => {
    const ctx = ctxOf(req);
    const id = parseId(req.params.id);
    const row = await fetchOne(db, res, ctx, id);
    if (!row) throw notFound();
    if (!row.qr_code && row.locked) throw nonFieldError(res.protectedRows!.message);
    // Printing a label gives the element a code: a change, for those who may edit elements only.
    if (!row.qr_code && !can(ctx.rights, res.def.area, 'edit')) throw nonFieldError('api.labels.errors.no_code_read_only');
    const { format } = req.query;
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const sheet = new LabelSheet(format, config.publicUrl, labelsTitle(ctx.locale, format), await scopeLogo(db, store, ctx));
    await printLabels({ pool, db }, res, and([scopeOf(res, ctx), sql`e.id = ${id}`]), sql`e.id`, sheet, out, undefined, can(ctx.rights, res.def.area, 'edit'),
      await landmarkNames(db, ctx.companies, ctx.locale));
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', contentDisposition(labelsFilename(ctx.locale, String(id))));
    return reply.send(Buffer.concat(chunks));
  });

  r.post('/elements/labels/', { schema: { body: labelsBody, tags }, config: { access: LABELS_ACCESS } }, async (req, reply) => {
    const ctx = ctxOf(req);
    const { format, ...picked } = req.body;
    labelOrder(picked.filter); // refuses a bad ordering now rather than in the job
    const { count: selected, where } = await countSelection(db, ctx, picked);
    if (selected === 0) throw nonFieldError('empty_selection');
    // A viewer prints the codes elements have (giving one is an edit): nothing to print is said now,
    // not as a sheet of 0 labels by e-mail.
    const count = can(ctx.rights, res.def.area, 'edit') ? selected
      : (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${res.from} WHERE ${where} AND e.qr_code IS NOT NULL`))[0].n;
    if (count === 0) throw nonFieldError('api.labels.errors.none_coded_read_only');
    const data: LabelsJobData = { ...picked, format, locale: ctx.locale, userId: ctx.user.id, selectedCompany: ctx.selectedCompany, tokenId: ctx.tokenId ?? null };
    const id = await jobs.enqueue(LABELS_JOB, data, { userId: ctx.user.id, companyId: ctx.selectedCompany ?? ctx.companies[0] ?? null },
      // About 10 ms a label: 100,000 labels take minutes; an attempt is only taken for dead after 2 hours.
      { expireInSeconds: 2 * 3600 });
    return reply.code(202).send({ job: { id }, message: t(ctx.locale, 'api.labels.queued', { count }) });
  });

  r.get('/elements/qr_code/:code/', {
    schema: { params: z.object({ code: z.string() }), tags }, config: { access: LABELS_ACCESS },
  }, async (req) => ({ element: await findByCode(db, ctxOf(req), req.params.code) }));

  r.post('/elements/:id/qr_code/', {
    schema: { params, body: z.strictObject({ code: z.string() }), tags },
    config: { access: rights(res.def.area, 'edit', res.def.tier) },
  }, async (req) => assignCode(db, ctxOf(req), parseId(req.params.id), req.body.code));
};
