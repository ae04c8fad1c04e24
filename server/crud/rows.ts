// Reading rows: the WHERE of a list query (scope, filters, search, ids), keyset pages in both
// directions, counts and single rows. Never OFFSET: a page starts after/before a boundary row.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import { allowedScope } from '../auth/guard';
import { fieldError } from '../http/errors';
import { branchCondition } from './branch-filter';
import { encodeCursor } from './cursor';
import type { ListQuery } from './query';
import { and, arr, intArr, keyset, orderBy, rows, searchCondition, type Runner } from './sql';
import type { ColumnSpec, ServerResource } from './types';
import { fitsCast } from './values';

export const scopeOf = (res: ServerResource, ctx: RequestContext): SQL =>
  res.scope(ctx, allowedScope(ctx, res.def.tier));

/** The column as the caller sees it (its scoped expression when it has one). */
function columnFor(res: ServerResource, name: string, ctx: RequestContext): ColumnSpec | undefined {
  const col = res.columns[name];
  return col?.scoped ? { ...col, expr: col.scoped(ctx) } : col;
}

/** What a list sorts and pages on for `name`: its sort key when it has one (non-null), else the column as the caller sees it. */
export function sortColumn(res: ServerResource, name: string, ctx?: RequestContext): ColumnSpec {
  const col = res.columns[name];
  if (col.sort) return { expr: col.sort.expr, cast: col.sort.cast };
  return ctx ? columnFor(res, name, ctx)! : col;
}

function filterSql(res: ServerResource, ctx: RequestContext, q: ListQuery['filters'][number]): SQL {
  const custom = res.filters?.[q.field.name];
  if (custom) return custom(q.values);
  const col = columnFor(res, q.field.name, ctx);
  if (!col) throw new Error(`${res.def.name}: no column for filter ${q.field.name}`);
  if (q.values.length === 1) return sql`${col.expr} = ${q.values[0]}`;
  return sql`${col.expr} = ANY(${arr(q.values as (string | number)[])})`;
}

/** Scope AND filters AND search AND ids: the rows a list, count, export or bulk selection covers. */
export function whereOf(res: ServerResource, ctx: RequestContext, q: ListQuery): SQL {
  const searched = res.def.fields.filter((f) => f.search).map((f) => res.columns[f.name].expr);
  return and([
    scopeOf(res, ctx),
    ...q.filters.map((f) => filterSql(res, ctx, f)),
    res.search ? res.search(q.search) : searchCondition(searched, q.search),
    q.ids && sql`${res.columns.id.expr} = ANY(${intArr(q.ids)})`,
    q.branches ? branchCondition(res, q.branches) : undefined,
  ]);
}

export interface Page {
  results: Record<string, unknown>[];
  next: string | null;
  previous: string | null;
}

/** One page after (or, for a `prev` cursor, before) the cursor's boundary row. */
export async function listPage(runner: Runner, res: ServerResource, ctx: RequestContext, q: ListQuery): Promise<Page> {
  const col = sortColumn(res, q.ordering.field, ctx);
  const idExpr = res.columns.id.expr;
  // A crafted cursor whose value the column's type cannot take is refused before SQL.
  if (q.cursor?.value != null && !fitsCast(col.cast, q.cursor.value)) throw fieldError('cursor', 'api.errors.invalid_cursor');
  const backward = q.cursor?.direction === 'prev';
  // In ascending terms, a forward page of an ascending list is "after" the boundary, etc.
  const boundary = q.cursor && keyset(col, idExpr, q.cursor.value, q.cursor.id, backward === q.ordering.desc);
  const found = await rows<Record<string, unknown> & { __ord: string | null; __id: number }>(runner, sql`
    SELECT ${res.select(ctx)}, (${col.expr})::text AS __ord, ${idExpr} AS __id
    FROM ${res.from}
    WHERE ${and([whereOf(res, ctx, q), boundary])}
    ORDER BY ${orderBy(col, idExpr, q.ordering.desc !== backward)}
    LIMIT ${q.pageSize + 1}`);
  const more = found.length > q.pageSize;
  const page = found.slice(0, q.pageSize);
  if (backward) page.reverse();
  const cursor = (row: { __ord: string | null; __id: number } | undefined, direction: 'next' | 'prev') =>
    row ? encodeCursor({ ordering: q.ordering.raw, value: row.__ord, id: row.__id, direction }) : null;
  const first = page[0];
  const last = page[page.length - 1];
  return {
    // __ord and __id are the keyset's internals, not row fields.
    results: page.map(({ __ord: _ord, __id: _id, ...row }) => res.serialize(row)),
    next: backward ? cursor(last, 'next') : more ? cursor(last, 'next') : null,
    previous: backward ? (more ? cursor(first, 'prev') : null) : q.cursor ? cursor(first, 'prev') : null,
  };
}

export async function countRows(runner: Runner, res: ServerResource, ctx: RequestContext, q: ListQuery): Promise<number> {
  const [row] = await rows<{ n: number }>(runner, sql`SELECT count(*)::int AS n FROM ${res.countFrom ?? res.from} WHERE ${whereOf(res, ctx, q)}`);
  return row.n;
}

/**
 * One row by id, within the scope (null: absent or out of scope, answered as 404).
 * `scoped: false` reads a row the caller just created (its scope may not be loaded yet).
 */
export async function fetchOne(
  runner: Runner, res: ServerResource, ctx: RequestContext, id: number, opts: { scoped?: boolean } = {},
): Promise<Record<string, unknown> | null> {
  const [row] = await rows(runner, sql`
    SELECT ${res.select(ctx)} FROM ${res.from}
    WHERE ${and([opts.scoped === false ? undefined : scopeOf(res, ctx), sql`${res.columns.id.expr} = ${id}`])}`);
  return row ? res.serialize(row) : null;
}

/** True when the row is one nobody may edit or delete (e.g. a ghost building). */
export async function isProtected(runner: Runner, res: ServerResource, id: number): Promise<boolean> {
  if (!res.protectedRows) return false;
  const [row] = await rows(runner, sql`
    SELECT 1 FROM ${res.from} WHERE ${res.columns.id.expr} = ${id} AND ${res.protectedRows.where}`);
  return !!row;
}
