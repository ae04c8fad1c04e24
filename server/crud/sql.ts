// SQL building blocks of the engine (drizzle `sql` templates: every value is a parameter).
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ColumnSpec, PgCast } from './types';
import { escapeLike, searchWords } from './search';

/** Anything that runs a drizzle SQL statement: the database or a transaction. */
export interface Runner {
  execute: (query: SQL) => Promise<{ rows: unknown[]; rowCount?: number | null }>;
}

const dialect = new PgDialect();
const { builtins } = pg.types;
/** As drizzle's `execute` reads them: dates, timestamps and intervals (and their arrays) as PostgreSQL writes them. */
const AS_WRITTEN = new Set<number>([builtins.TIMESTAMPTZ, builtins.TIMESTAMP, builtins.DATE, builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const asWritten = (v: string) => v;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    AS_WRITTEN.has(oid) ? asWritten : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** A Runner on one pg client (a transaction's, a seed's), its rows read as drizzle's `db.execute` reads them. */
export const clientRunner = (client: Pick<pg.PoolClient, 'query'>): Runner => ({
  execute: (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return client.query({ text, values: params, types });
  },
});

export async function rows<T = Record<string, unknown>>(runner: Runner, query: SQL): Promise<T[]> {
  return (await runner.execute(query)).rows as T[];
}

/** The ids a body value holds (one id or a list; anything else is no id). */
/** The `n` of a `SELECT count(*)::int AS n …` query. */
export async function countOf(runner: Runner, query: SQL): Promise<number> {
  return (await rows<{ n: number }>(runner, query))[0]?.n ?? 0;
}

export const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** An array as ONE parameter (drizzle expands a bare JS array into a list of parameters). */
export const arr = (values: readonly (number | string)[]): SQL => sql`${sql.param(values)}`;
export const intArr = (values: readonly number[]): SQL => sql`${sql.param(values)}::int[]`;

export function and(parts: (SQL | undefined | null | false)[]): SQL {
  const kept = parts.filter((p): p is SQL => !!p);
  return kept.length ? sql`(${sql.join(kept, sql` AND `)})` : sql`TRUE`;
}

export function or(parts: SQL[]): SQL {
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`FALSE`;
}

const CASTS: Record<PgCast, SQL> = {
  text: sql.raw('text'), int8: sql.raw('int8'), numeric: sql.raw('numeric'), timestamptz: sql.raw('timestamptz'),
  date: sql.raw('date'), bool: sql.raw('bool'), uuid: sql.raw('uuid'),
};
export const cast = (value: string, type: PgCast): SQL => sql`CAST(${value} AS ${CASTS[type]})`;

/**
 * Rows strictly after (ascending = true) or before the boundary (value, id) in the ASCENDING
 * order `expr ASC NULLS LAST, id ASC`. Descending lists use the mirror condition.
 */
export function keyset(col: ColumnSpec, idExpr: SQL, value: string | null, id: number, after: boolean): SQL {
  const { expr } = col;
  if (!col.nullable) {
    if (value === null) return sql`FALSE`;
    const v = cast(value, col.cast);
    return after ? sql`((${expr}, ${idExpr}) > (${v}, ${id}))` : sql`((${expr}, ${idExpr}) < (${v}, ${id}))`;
  }
  if (value === null) {
    return after ? sql`(${expr} IS NULL AND ${idExpr} > ${id})` : sql`(${expr} IS NOT NULL OR ${idExpr} < ${id})`;
  }
  const v = cast(value, col.cast);
  return after
    ? sql`(${expr} > ${v} OR (${expr} = ${v} AND ${idExpr} > ${id}) OR ${expr} IS NULL)`
    : sql`(${expr} < ${v} OR (${expr} = ${v} AND ${idExpr} < ${id}))`;
}

/** ORDER BY for a direction; NULLs come last in ascending order and first in descending order. */
export function orderBy(col: ColumnSpec, idExpr: SQL, desc: boolean): SQL {
  return desc
    ? sql`${col.expr} DESC NULLS FIRST, ${idExpr} DESC`
    : sql`${col.expr} ASC NULLS LAST, ${idExpr} ASC`;
}

/**
 * Every word must be contained in one of the searched expressions, case- and
 * accent-insensitively. f_unaccent(expr) ILIKE matches the pg_trgm GIN indexes.
 */
export function searchCondition(exprs: SQL[], text: string): SQL | undefined {
  const words = searchWords(text);
  if (!words.length || !exprs.length) return undefined;
  return and(words.map((word) => {
    const pattern = sql`('%' || f_unaccent(${escapeLike(word)}) || '%')`;
    return or(exprs.map((e) => sql`f_unaccent(${e}) ILIKE ${pattern}`));
  }));
}

/**
 * An instant as ISO 8601 UTC text with milliseconds (what JSON clients expect). drizzle's
 * pg driver returns timestamps as Postgres text ("2026-01-02 10:00:00.123456+00") otherwise.
 */
export const iso = (expr: SQL): SQL => sql`to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
