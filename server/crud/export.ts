// GET /R/export/?format=csv|xlsx: the list's rows (same scope, filters, search, ordering),
// streamed. Rows are read by keyset batches (no long transaction, no OFFSET) and written as they
// come, waiting for the socket to drain, so memory stays flat whatever the row count.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import type { FieldDef } from '../../resources/types';
import type { RequestContext } from '../auth/context';
import type { Db } from '../db/pool';
import { t } from '../http/i18n';
import type { ListQuery } from './query';
import { whereOf } from './rows';
import { and, iso, keyset, orderBy, rows } from './sql';
import type { ServerResource } from './types';

const BATCH = 1000;
export type ExportFormat = 'csv' | 'xlsx';
type Value = string | number | boolean | Date | null | undefined;

export const exportedFields = (res: ServerResource): FieldDef[] => res.def.fields.filter((f) => f.export !== false);

/** Batches of raw export values, in list order, until exhausted. */
async function* batches(db: Db, res: ServerResource, ctx: RequestContext, q: ListQuery, fields: FieldDef[]) {
  const col = res.columns[q.ordering.field];
  const idExpr = res.columns.id.expr;
  const custom = res.exportExpr(ctx);
  const values: SQL[] = fields.map((f, i) => {
    const expr = custom[f.name] ?? res.columns[f.name].expr;
    return sql`${f.type === 'datetime' ? iso(expr) : expr} AS ${sql.identifier(`c${i}`)}`;
  });
  let after: { value: string | null; id: number } | null = null;
  for (;;) {
    const boundary: SQL | undefined = after ? keyset(col, idExpr, after.value, after.id, !q.ordering.desc) : undefined;
    const batch: Record<string, unknown>[] = await rows<Record<string, unknown>>(db, sql`
      SELECT ${sql.join(values, sql`, `)}, (${col.expr})::text AS __ord, ${idExpr} AS __id
      FROM ${res.from} WHERE ${and([whereOf(res, ctx, q), boundary])}
      ORDER BY ${orderBy(col, idExpr, q.ordering.desc)} LIMIT ${BATCH}`);
    if (!batch.length) return;
    yield batch.map((r) => fields.map((f, i) => {
      const v = r[`c${i}`] as Value;
      // Instants become real dates in XLSX cells; CSV keeps their ISO text.
      return f.type === 'datetime' && typeof v === 'string' ? new Date(v) : v;
    }));
    const last = batch[batch.length - 1];
    after = { value: last.__ord as string | null, id: last.__id as number };
    if (batch.length < BATCH) return;
  }
}

/** A cell as text: booleans translated, instants in ISO 8601. */
function text(value: Value, ctx: RequestContext): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return t(ctx.locale, value ? 'api.export.yes' : 'api.export.no');
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** RFC 4180 quoting, and a leading quote on formula-like cells (CSV injection in spreadsheets). */
export function csvCell(value: string, fromText = true): string {
  const safe = fromText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const drained = (out: PassThrough) => (out.writableNeedDrain ? new Promise((r) => out.once('drain', r)) : Promise.resolve());

/** Starts writing the export into `out` (returned at once so the reply can stream it). */
export function writeExport(db: Db, res: ServerResource, ctx: RequestContext, q: ListQuery, format: ExportFormat, out: PassThrough, onError: (err: unknown) => void) {
  const fields = exportedFields(res);
  const headers = fields.map((f) => t(ctx.locale, `resources.${res.def.name}.fields.${f.name}`));
  const run = async () => {
    if (format === 'csv') {
      out.write(`\uFEFF${headers.map((h) => csvCell(h)).join(',')}\r\n`); // BOM: Excel reads UTF-8
      for await (const batch of batches(db, res, ctx, q, fields)) {
        out.write(batch.map((r) => r.map((v) => csvCell(text(v, ctx), typeof v === 'string')).join(',')).join('\r\n') + '\r\n');
        await drained(out);
      }
      out.end();
      return;
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet(t(ctx.locale, 'api.export.sheet'));
    sheet.columns = headers.map((header, i) => ({ header, key: `c${i}`, width: Math.max(12, header.length + 2) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of batches(db, res, ctx, q, fields)) {
      for (const r of batch) {
        sheet.addRow(r.map((v) => (typeof v === 'boolean' || v === null || v === undefined ? text(v, ctx) : v))).commit();
      }
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  run().catch((err) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
}

export function exportFilename(res: ServerResource, format: ExportFormat): string {
  return `${res.def.name}-${new Date().toISOString().slice(0, 10)}.${format}`;
}
