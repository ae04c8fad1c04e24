// GET /control-prices/forecast/?months=12&factory=1,2 (the budget per month and site) and
// GET /control-prices/forecast/export/?format=csv|xlsx (the same table as a file: one row per
// site, one column per month, the total). Rights: the control area's view, like the prices.
import ExcelJS from 'exceljs';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { csvCell, EXPORT_CONTENT_TYPES } from '../../crud/export';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError } from '../../http/errors';
import { t } from '../../http/i18n';
import { forecast, type Forecast } from './forecast';
import { forecastSchema } from '../../../resources/contract';
import { layoutSheet } from '../../storage/xlsx-layout';

const def = resources['control-prices'];
const ACCESS = rights(def.area, 'view');
const text = z.union([z.string(), z.array(z.string())]).optional();
const query = z.object({ months: text, factory: text, format: text });
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);

/** months 1-36 (default 12); sites among the caller's (default: all of them). */
function parse(ctx: RequestContext, q: z.infer<typeof query>) {
  const rawMonths = one(q.months) ?? '12';
  const months = /^\d{1,2}$/.test(rawMonths) ? Number(rawMonths) : NaN;
  if (!(months >= 1 && months <= 36)) throw fieldError('months', 'api.controlBudget.months_range');
  const raw = [q.factory ?? []].flat().flatMap((v) => v.split(',')).filter((v) => v !== '');
  for (const v of raw) {
    if (!/^\d{1,9}$/.test(v)) throw fieldError('factory', 'invalid_integer');
    if (!ctx.factories.includes(Number(v))) throw fieldError('factory', 'does_not_exist', { id: Number(v) });
  }
  return { months, factories: raw.length ? [...new Set(raw.map(Number))] : ctx.factories };
}

/** The table of the export: header, one row per site, the totals row (amounts in euros). */
function table(ctx: RequestContext, f: Forecast): (string | number)[][] {
  const label = (k: string) => t(ctx.locale, `api.controlBudget.export.${k}`);
  return [
    [label('site'), ...f.months, label('total')],
    ...f.sites.map((s) => [s.factory_name, ...s.per_month, s.total]),
    [label('total'), ...f.months.map((_, i) => f.sites.reduce((x, s) => x + Math.round(s.per_month[i] * 100), 0) / 100), f.total],
  ];
}

export const budgetRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.name];
  r.get('/control-prices/forecast/', { schema: { querystring: query, response: { 200: forecastSchema }, tags }, config: { access: ACCESS } }, async (req) => {
    const ctx = ctxOf(req);
    const { months, factories } = parse(ctx, req.query);
    return forecast(db, ctx, months, factories);
  });

  r.get('/control-prices/forecast/export/', { schema: { querystring: query, tags }, config: { access: ACCESS } }, async (req, reply) => {
    const ctx = ctxOf(req);
    const format = one(req.query.format) ?? 'csv';
    if (format !== 'csv' && format !== 'xlsx') throw fieldError('format', 'invalid_choice');
    const { months, factories } = parse(ctx, req.query);
    const rowsOut = table(ctx, await forecast(db, ctx, months, factories));
    const name = `${t(ctx.locale, 'api.controlBudget.export.filename')}-${new Date().toISOString().slice(0, 10)}.${format}`;
    reply.header('content-type', EXPORT_CONTENT_TYPES[format]);
    reply.header('content-disposition', `attachment; filename="${name}"`);
    if (format === 'csv') {
      return reply.send(`\uFEFF${rowsOut.map((row) => row.map((v) => csvCell(String(v), typeof v === 'string')).join(',')).join('\r\n')}\r\n`);
    }
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(t(ctx.locale, 'api.export.sheet'));
    rowsOut.forEach((row) => sheet.addRow(row));
    layoutSheet(sheet);
    return reply.send(Buffer.from(await workbook.xlsx.writeBuffer()));
  });
};
