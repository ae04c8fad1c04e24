// GET /R/export/?format=csv|xlsx: the list's rows (same scope, filters, search, ordering),
// streamed. Rows are read in batches from a Postgres cursor and written as they come, waiting
// for the socket to drain, so memory stays flat whatever the row count.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { FieldDef } from '../../resources/types';
import type { RequestContext } from '../auth/context';
import { drizzle } from 'drizzle-orm/node-postgres';
import { hasGroup, t } from '../http/i18n';
import { codeLabel, displayDay, displayInstant, parisFields } from './display';
import type { ListQuery } from './query';
import { sortColumn, whereOf } from './rows';
import { snapshotBatches } from './snapshot-cursor';
import { iso, orderBy } from './sql';
import type { ServerResource } from './types';
import { drained } from '../storage/drained';
import { HEADER_FROZEN, StreamedTable } from '../storage/xlsx-layout';

const BATCH = 1000;
export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export type Value = string | number | boolean | Date | null | undefined;

export const exportedFields = (res: ServerResource): FieldDef[] => res.def.fields.filter((f) => f.export !== false);

/** A calendar day (dates: `YYYY-MM-DD` from SQL), kept apart from instants until written. */
export class Day {
  constructor(readonly iso: string) {}
}

/** Batches of export values, in list order (snapshot-cursor.ts); also read by the reports (areas/reports). */
export async function* batches(pool: pg.Pool, res: ServerResource, ctx: RequestContext, q: ListQuery, fields: FieldDef[], stop: () => boolean) {
  const col = sortColumn(res, q.ordering.field);
  const custom = res.exportExpr(ctx);
  const values: SQL[] = fields.map((f, i) => {
    const expr = custom[f.name] ?? res.columns[f.name].expr;
    const value = f.type === 'datetime' ? iso(expr) : f.type === 'date' ? sql`to_char(${expr}, 'YYYY-MM-DD')` : expr;
    return sql`${value} AS ${sql.identifier(`c${i}`)}`;
  });
  const query = sql`SELECT ${sql.join(values, sql`, `)} FROM ${res.from} WHERE ${whereOf(res, ctx, q)}
    ORDER BY ${orderBy(col, res.columns.id.expr, q.ordering.desc)}`;
  const runner = res.decorateExport ? drizzle(pool) : null;
  // Fields whose values are codes with labels (choices; strings such as elements' conformity).
  const coded = fields.map((f) => f.type === 'choice' || (f.type === 'string'
    && (hasGroup(ctx.locale, `resources.${res.def.name}.choices.${f.name}`) || hasGroup(ctx.locale, `resources.${res.def.name}.${f.name}`))));
  for await (const rows of snapshotBatches<Record<string, Value>>(pool, query, BATCH, stop)) {
    if (runner && res.decorateExport) {
      // Values the resource renders itself (the activity log's changes), by field name.
      const named = rows.map((r) => Object.fromEntries(fields.map((f, i) => [f.name, r[`c${i}`]])));
      await res.decorateExport(runner, ctx, named);
      named.forEach((n, j) => fields.forEach((f, i) => { rows[j][`c${i}`] = n[f.name] as Value; }));
    }
    // Instants and days become real dates in XLSX cells, DD/MM/YYYY text in CSV (see `text`). A
    // coded value (a status, a conformity…) is written as people read it, not as its API value.
    yield rows.map((r) => fields.map((f, i): Value | Day => {
      const v = r[`c${i}`];
      if (f.type === 'datetime' && typeof v === 'string') return new Date(v);
      if (f.type === 'date' && typeof v === 'string') return new Day(v);
      if (coded[i] && typeof v === 'string') return codeLabel(ctx.locale, res.def.name, f.name, v);
      return v;
    }));
  }
}

/** A cell as text: booleans translated, days and instants as DD/MM/YYYY (HH:mm, Paris time). */
export function text(value: Value | Day, ctx: RequestContext): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return t(ctx.locale, value ? 'api.export.yes' : 'api.export.no');
  if (value instanceof Date) return displayInstant(value);
  if (value instanceof Day) return displayDay(value.iso);
  return String(value);
}

/** A cell of a workbook: a day at UTC midnight, an instant as its Paris wall clock (Excel has no zone). */
export function xlsxCell(value: Value | Day, ctx: RequestContext): Value {
  if (typeof value === 'boolean' || value === null || value === undefined) return text(value, ctx);
  if (value instanceof Day) {
    const [y, m, d] = value.iso.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  }
  if (value instanceof Date) {
    const f = parisFields(value);
    return new Date(Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi));
  }
  return value;
}

export const NUM_FMT: Partial<Record<FieldDef['type'], string>> = { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm' };

/** RFC 4180 quoting, and a leading quote on formula-like cells (CSV injection in spreadsheets). */
export function csvCell(value: string, fromText = true): string {
  const safe = fromText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Starts writing the export into `out` (returned at once so the reply can stream it). */
export function writeExport(
  pool: pg.Pool, res: ServerResource, ctx: RequestContext, q: ListQuery, format: ExportFormat, out: PassThrough,
  onError: (err: unknown) => void, onRows?: (written: number) => void,
) {
  const fields = exportedFields(res);
  // A client that goes away (closed socket) ends the reading: the cursor's connection is freed.
  const stop = () => out.destroyed;
  const run = async () => {
    const own = (await res.fieldLabels?.(drizzle(pool), ctx)) ?? {};
    const headers = fields.map((f) => own[f.name] ?? t(ctx.locale, `resources.${res.def.name}.fields.${f.name}`));
    if (format === 'csv') {
      out.write(`\uFEFF${headers.map((h) => csvCell(h)).join(',')}\r\n`); // BOM: Excel reads UTF-8
      for await (const batch of batches(pool, res, ctx, q, fields, stop)) {
        out.write(batch.map((r) => r.map((v) => csvCell(text(v, ctx), typeof v === 'string')).join(',')).join('\r\n') + '\r\n');
        onRows?.(batch.length);
        await drained(out);
      }
      out.end();
      return;
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet(t(ctx.locale, 'api.export.sheet'), HEADER_FROZEN);
    // Widths from the header and the first batch (up to 1,000 rows), which stands for the rest.
    const table = new StreamedTable(sheet, headers, fields.map((f) => NUM_FMT[f.type]));
    for await (const batch of batches(pool, res, ctx, q, fields, stop)) {
      table.add(batch.map((r) => r.map((v) => xlsxCell(v, ctx))));
      onRows?.(batch.length);
      await drained(out);
    }
    table.end();
    await workbook.commit();
  };
  run().catch((err) => {
    if (stop()) return; // the client left: nothing to report
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
}

export function exportFilename(res: ServerResource, format: ExportFormat): string {
  return `${res.def.name}-${new Date().toISOString().slice(0, 10)}.${format}`;
}
