// GET /consumption/?month_gte=YYYY-MM&month_lte=YYYY-MM&factory=&regulation=&element_type=&branch=
// GET /consumption/export/?format=csv|xlsx&… (the same table as a file, like the budget's export)
// GET /contract/engagement/ (the company's plan, its limits and its usage: plans.ts)
// Rights: the pageconsumption area's view; rows limited to the caller's companies, sites, regulations.
import ExcelJS from 'exceljs';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { csvCell, EXPORT_CONTENT_TYPES } from '../../crud/export';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError } from '../../http/errors';
import { t } from '../../http/i18n';
import { engagement } from './engagement';
import { consumption, currentMonth, type ConsumptionFilter } from './query';
import { layoutSheet } from '../../storage/xlsx-layout';
import { branchParam, parseBranches, withinBranches } from '../branches/scope';

export const CONSUMPTION_ACCESS = rights('pageconsumption', 'view');
const text = z.union([z.string(), z.array(z.string())]).optional();
const query = z.object({ month_gte: text, month_lte: text, factory: text, regulation: text, element_type: text, format: text, branch: branchParam });
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthOf = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

function ids(name: string, v: string | string[] | undefined, allowed: number[] | null): number[] | null {
  const raw = [v ?? []].flat().flatMap((x) => x.split(',')).filter((x) => x !== '');
  if (!raw.length) return null;
  for (const x of raw) {
    if (!/^\d{1,9}$/.test(x)) throw fieldError(name, 'invalid_integer');
    if (allowed && !allowed.includes(Number(x))) throw fieldError(name, 'does_not_exist', { id: Number(x) });
  }
  return [...new Set(raw.map(Number))];
}

/** Default: the twelve months ending with the current one; at most 36 months. */
export function parseConsumptionQuery(ctx: RequestContext, q: z.infer<typeof query>, now = currentMonth()): ConsumptionFilter {
  const to = one(q.month_lte) ?? now;
  if (!MONTH.test(to)) throw fieldError('month_lte', 'api.consumption.month');
  const from = one(q.month_gte) ?? monthOf(monthIndex(to) - 11);
  if (!MONTH.test(from)) throw fieldError('month_gte', 'api.consumption.month');
  if (monthIndex(from) > monthIndex(to)) throw fieldError('month_gte', 'api.consumption.month_order');
  if (monthIndex(to) - monthIndex(from) >= 36) throw fieldError('month_gte', 'api.consumption.month_span');
  return {
    from, to,
    factories: ids('factory', q.factory, ctx.factories),
    regulations: ids('regulation', q.regulation, ctx.regulations),
    // Element types: any id (one outside the scope simply matches no row).
    elementTypes: ids('element_type', q.element_type, null),
  };
}

export const consumptionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consumption'];
  r.get('/consumption/', { schema: { querystring: query, tags }, config: { access: CONSUMPTION_ACCESS } }, async (req) => {
    const ctx = await withinBranches(db, ctxOf(req), parseBranches(req.query.branch));
    return consumption(db, ctx, parseConsumptionQuery(ctx, req.query));
  });

  r.get('/consumption/export/', { schema: { querystring: query, tags }, config: { access: CONSUMPTION_ACCESS } }, async (req, reply) => {
    const ctx = await withinBranches(db, ctxOf(req), parseBranches(req.query.branch));
    const format = one(req.query.format) ?? 'csv';
    if (format !== 'csv' && format !== 'xlsx') throw fieldError('format', 'invalid_choice');
    const { rows: found } = await consumption(db, ctx, parseConsumptionQuery(ctx, req.query));
    const label = (k: string) => t(ctx.locale, `api.consumption.export.${k}`);
    const table: (string | number)[][] = [
      ['month', 'entity', 'site', 'element_type', 'regulation', 'active_elements', 'pages'].map(label),
      ...found.map((x) => [x.month, x.entity_name ?? '', x.factory_name ?? '', x.element_type_name ?? '', x.regulation_name ?? '', x.active_elements, x.pages]),
    ];
    reply.header('content-type', EXPORT_CONTENT_TYPES[format]);
    reply.header('content-disposition', `attachment; filename="${label('filename')}-${new Date().toISOString().slice(0, 10)}.${format}"`);
    if (format === 'csv') {
      return reply.send(`\uFEFF${table.map((row) => row.map((v) => csvCell(String(v), typeof v === 'string')).join(',')).join('\r\n')}\r\n`);
    }
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(t(ctx.locale, 'api.export.sheet'));
    table.forEach((row) => sheet.addRow(row));
    layoutSheet(sheet);
    return reply.send(Buffer.from(await workbook.xlsx.writeBuffer()));
  });

  r.get('/contract/engagement/', { schema: { tags }, config: { access: CONSUMPTION_ACCESS } }, async (req) => engagement(db, ctxOf(req)));
};
