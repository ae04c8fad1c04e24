// A server resource declared once per field: each field of the metadata (resources/*.ts) names
// its Drizzle column (or a many-to-many table, or a computed value), and the engine derives from
// it the select list, the sort/filter/search expressions, the writes, the export and the row.
// Hand-written SQL stays for what a column cannot say: labels of references, counts, the scope.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FieldDef, ResourceDef } from '../../resources/types';
import type { RequestContext } from '../auth/context';
import type { Allowed } from '../auth/guard';
import { visibleSet } from './references';
import { resourceOf } from './registry';
import { intArr, iso } from './sql';
import { lockOf, type JobLock } from '../jobs/locks';
import type { ColumnSpec, Hooks, PgCast, ServerResource, WriteSpec } from './types';

type Values = (string | number | boolean)[];
export type FieldName<D extends ResourceDef> = D['fields'][number]['name'];

/** How one field of the metadata is read and stored. */
export type FieldSource =
  /** A column of the main table: everything derived (a reference's id, a text, a date…). */
  | PgColumn
  /** A column sorted on another (non-null) expression, e.g. a site by its name; filtered on the column. */
  | { column: PgColumn; sortBy: { expr: SQL; cast: PgCast } }
  /**
   * Read-only value computed in SQL; sortable and filterable on `expr` when `cast` is given,
   * sorted on `sortBy` instead when given (e.g. a stored key an index holds).
   */
  | { computed: SQL; cast?: PgCast; nullable?: boolean; scoped?: (ctx: RequestContext) => SQL; sortBy?: { expr: SQL; cast: PgCast } }
  /** Read-only value that depends on the caller (e.g. a count within the caller's scope). */
  | { select: (ctx: RequestContext) => SQL }
  /** A many-to-many table: `own` holds this row's id, `other` the referenced id. */
  | { m2m: { own: PgColumn; other: PgColumn } }
  /** Written by the resource's hooks only (e.g. a create-only choice); read through `select`. */
  | { hook: true; select?: SQL }
  /** A filter-only parameter (no value in the row). */
  | { filter: (values: Values) => SQL };

type Cols = readonly PgColumn[];
type ColName<C> = C extends { _: { name: infer N extends string } } ? N : never;
type Placed<S> = S extends PgColumn ? ColName<S> : S extends { column: infer C } ? ColName<C> : never;
type TableColumns<T extends PgTable> = ColName<T['_']['columns'][keyof T['_']['columns']]>;
/** Columns of the table that no field, hook column or internal column places (the type check's half of checkSpec). */
type Unplaced<T extends PgTable, F, H extends Cols, I extends Cols> =
  Exclude<TableColumns<T>, 'id' | Placed<F[keyof F]> | ColName<H[number]> | ColName<I[number]>>;
/** Fails the type check, naming the columns, when a column of the table has no place. */
export type EveryColumnPlaced<T extends PgTable, F, H extends Cols, I extends Cols> =
  [Unplaced<T, F, H, I>] extends [never] ? unknown : { unplacedColumns: Unplaced<T, F, H, I> };

export interface ResourceSpec<D extends ResourceDef, T extends PgTable = PgTable, F = { [K in FieldName<D>]: FieldSource },
  H extends Cols = Cols, I extends Cols = Cols> {
  def: D;
  table: T;
  alias: string;
  /** Joins after the main table (labels of references, sorting by a joined name). */
  joins?: SQL;
  /** The joins change no count and every column, filter and scope is on the main table (types.ts countFrom). */
  countWithoutJoins?: boolean;
  /** Every field of the metadata, by name: a field without a source fails the type check. */
  fields: F & { [K in FieldName<D>]: FieldSource };
  /** `<field>_name` labels of references: selected beside the id and exported instead of it. */
  labels?: Partial<Record<FieldName<D>, SQL>>;
  /** Other values of the row that are no field (e.g. `company`, `updated_at`). */
  extra?: Record<string, SQL>;
  /** Columns written by the hooks only (never from a body), stored under their column name. */
  hookColumns?: H;
  /** Fields of NOT NULL columns that still accept null: the hooks replace it (e.g. with ''). */
  acceptsNull?: FieldName<D>[];
  /** Columns nothing here reads nor writes (secrets, defaults): a new column must be placed. */
  internal?: I;
  filters?: Record<string, (values: Values) => SQL>;
  scope: (ctx: RequestContext, allowed: Allowed) => SQL;
  exportExpr?: (ctx: RequestContext) => Partial<Record<FieldName<D>, SQL>>;
  /** Last touch to the API row (e.g. normalising a json value). */
  serialize?: (row: Record<string, unknown>) => Record<string, unknown>;
  owner?: ServerResource['owner'];
  protectedRows?: ServerResource['protectedRows'];
  hooks?: Hooks;
  fieldLabels?: ServerResource['fieldLabels'];
}

const isColumn = (s: unknown): s is PgColumn => typeof s === 'object' && s !== null && 'columnType' in s && 'table' in s;

/** The cast of a cursor value per Drizzle column type (none: not sortable, e.g. json or arrays). */
const CASTS: Record<string, PgCast> = {
  PgInteger: 'int8', PgBigInt53: 'int8', PgSerial: 'int8', PgVarchar: 'text', PgText: 'text', PgBoolean: 'bool',
  PgTimestamp: 'timestamptz', PgTimestampString: 'timestamptz', PgDate: 'date', PgDateString: 'date', PgUUID: 'uuid',
  PgNumeric: 'numeric', PgEnumColumn: 'text',
};

/** A custom column type (e.g. a collated varchar, db/columns.ts) casts by its SQL type. */
const castOf = (c: PgColumn): PgCast | undefined =>
  CASTS[c.columnType] ?? (c.columnType === 'PgCustomColumn' && /^(varchar|text)\b/.test(c.getSQLType()) ? 'text' : undefined);

type Derived = Pick<ServerResource, 'select' | 'columns' | 'filters' | 'write' | 'exportExpr' | 'serialize'> & { notNull: string[] };

function derive<D extends ResourceDef>(spec: ResourceSpec<D>): Derived {
  const a = spec.alias;
  const ref = (c: PgColumn) => sql.raw(`${a}.${c.name}`);
  // Enums sort and compare as their text (what the API shows and filters send).
  const exprOf = (c: PgColumn) => (c.columnType === 'PgEnumColumn' ? sql.raw(`${a}.${c.name}::text`) : ref(c));
  const fieldOf = (name: string) => spec.def.fields.find((f) => f.name === name) as FieldDef;
  const value = (f: FieldDef, expr: SQL) => (f.type === 'datetime' ? iso(expr) : f.type === 'date' ? sql`${expr}::text` : expr);

  const columns: Record<string, ColumnSpec> = {};
  const filters: Record<string, (values: Values) => SQL> = {};
  const write: Record<string, WriteSpec> = {};
  const notNull: string[] = [];
  const fixedSelect: [string, SQL][] = [];
  const ctxSelect: [string, (ctx: RequestContext) => SQL][] = [];
  const m2mExport: [string, (ctx: RequestContext) => SQL][] = [];
  const computedExport: [string, SQL][] = [];
  const scopedExport: [string, (ctx: RequestContext) => SQL][] = [];

  for (const [name, source] of Object.entries(spec.fields) as [string, FieldSource][]) {
    const f = fieldOf(name);
    if (isColumn(source) || 'column' in source) {
      const c = isColumn(source) ? source : source.column;
      const cast = castOf(c);
      const sort = isColumn(source) ? {} : { sort: source.sortBy };
      if (cast) columns[name] = { expr: exprOf(c), cast, ...(c.notNull ? {} : { nullable: true }), ...sort };
      fixedSelect.push([name, value(f, ref(c))]);
      if (!f.readOnly) write[name] = { kind: 'column', column: c.name };
      if (c.notNull && !(spec.acceptsNull as string[] | undefined)?.includes(name)) notNull.push(name);
    } else if ('computed' in source) {
      // `scoped`: the value as the caller sees it (e.g. a count within the building-level scope);
      // `computed` stays the caller-free expression (start checks, places with no caller).
      const { scoped, computed } = source;
      if (source.cast) {
        columns[name] = { expr: computed, cast: source.cast, ...(source.nullable ? { nullable: true } : {}), ...(scoped ? { scoped } : {}),
          ...(source.sortBy ? { sort: source.sortBy } : {}) };
      }
      if (scoped) {
        ctxSelect.push([name, (ctx) => value(f, scoped(ctx))]);
        scopedExport.push([name, scoped]);
      } else {
        if (!source.cast) computedExport.push([name, computed]);
        fixedSelect.push([name, value(f, computed)]);
      }
    } else if ('select' in source && !('hook' in source)) {
      ctxSelect.push([name, source.select]);
    } else if ('m2m' in source) {
      const { own, other } = source.m2m;
      const table = getTableName(own.table);
      const [x, o, y] = [sql.raw(`x.${own.name}`), sql.raw(`x.${other.name}`), sql.raw(table)];
      const target = f.reference ?? '';
      // Only the links the caller sees (the target's own scope); hidden links stay, unseen.
      ctxSelect.push([name, (ctx) => {
        const v = visibleSet(target, ctx);
        return sql`(SELECT coalesce(array_agg(${o} ORDER BY ${o}), '{}') FROM ${y} x WHERE ${x} = ${sql.raw(`${a}.id`)}
          AND ${o} IN (SELECT ${v.id} FROM ${v.from} WHERE ${v.where}))`;
      }]);
      m2mExport.push([name, (ctx) => {
        const v = visibleSet(target, ctx);
        return sql`(SELECT string_agg((${v.label})::text, ', ' ORDER BY ${v.label}) FROM ${v.from}
          WHERE ${v.where} AND ${v.id} IN (SELECT ${o} FROM ${y} x WHERE ${x} = ${sql.raw(`${a}.id`)}))`;
      }]);
      filters[name] = (ids) => sql`EXISTS (SELECT 1 FROM ${y} x WHERE ${x} = ${sql.raw(`${a}.id`)} AND ${o} = ANY(${intArr(ids as number[])}))`;
      if (!f.readOnly) write[name] = { kind: 'm2m', table, ownKey: own.name, otherKey: other.name };
    } else if ('hook' in source) {
      write[name] = { kind: 'hook' };
      if (source.select) fixedSelect.push([name, source.select]);
    } else {
      filters[name] = source.filter;
    }
  }
  for (const [name, expr] of Object.entries(spec.labels ?? {}) as [string, SQL][]) fixedSelect.push([`${name}_name`, expr]);
  for (const [name, expr] of Object.entries(spec.extra ?? {})) fixedSelect.push([name, expr]);
  for (const c of spec.hookColumns ?? []) write[c.name] = { kind: 'column', column: c.name };
  Object.assign(filters, spec.filters);

  const as = (name: string, expr: SQL) => sql`${expr} AS ${sql.identifier(name)}`;
  const fixed = sql.join(fixedSelect.map(([n, e]) => as(n, e)), sql`, `);
  const names = [...fixedSelect, ...ctxSelect].map(([n]) => n);
  return {
    columns, filters, write, notNull,
    select: ctxSelect.length ? (ctx) => sql.join([fixed, ...ctxSelect.map(([n, e]) => as(n, e(ctx)))], sql`, `) : () => fixed,
    exportExpr: (ctx) => ({
      ...Object.fromEntries(computedExport),
      ...Object.fromEntries(m2mExport.map(([n, e]) => [n, e(ctx)])),
      ...Object.fromEntries(scopedExport.map(([n, e]) => [n, e(ctx)])),
      ...spec.labels,
      ...spec.exportExpr?.(ctx),
    }) as Record<string, SQL>,
    serialize: (r) => {
      const row = Object.fromEntries(names.map((n) => [n, r[n]]));
      return spec.serialize ? spec.serialize(row) : row;
    },
  };
}

/** Start checks a type cannot make: every field has a source, every column of the table a place. */
function checkSpec<D extends ResourceDef>(spec: ResourceSpec<D>): void {
  const name = spec.def.name;
  const sources = spec.fields as Record<string, FieldSource>;
  for (const f of spec.def.fields) if (!sources[f.name]) throw new Error(`${name}.${f.name}: no column nor computed value`);
  const placed = new Set<PgColumn>([...(spec.internal ?? []), ...(spec.hookColumns ?? [])]);
  for (const [field, source] of Object.entries(sources)) {
    if (!spec.def.fields.some((f) => f.name === field)) throw new Error(`${name}.${field}: not a field of the metadata`);
    const c = isColumn(source) ? source : 'column' in source ? source.column : null;
    if (c && c.table !== spec.table) throw new Error(`${name}.${field}: column ${c.name} is not on ${getTableName(spec.table)}`);
    if (c) placed.add(c);
    // The links' subqueries read the target's FROM inside this row's: its aliases must not hide ours.
    const target = 'm2m' in source ? resourceOf(spec.def.fields.find((f) => f.name === field)?.reference ?? '') : undefined;
    const aliases = target && new PgDialect().sqlToQuery(target.countFrom ?? target.from).sql;
    if (aliases && new RegExp(`\\s(${spec.alias}|x)(\\s|$)`).test(` ${aliases} `)) {
      throw new Error(`${name}.${field}: the FROM of ${target.def.name} uses the alias ${spec.alias} or x`);
    }
  }
  for (const [key, c] of Object.entries(getTableColumns(spec.table))) {
    if (c.name === 'id' || placed.has(c)) continue;
    throw new Error(`${name}: column ${c.name} (${key}) has no field (map it in fields, or list it in hookColumns or internal)`);
  }
}

const JOB_LOCK_KEY = '_job_lock';

/** A row locked by a job reads `locked: true` and `locked_by`; others are left as they are. */
function withLock(row: Record<string, unknown>, lock: JobLock | null | undefined): Record<string, unknown> {
  return lock ? { ...row, locked: true, locked_by: lock } : row;
}

export function defineServerResource<
  D extends ResourceDef, T extends PgTable, F extends { [K in FieldName<D>]: FieldSource }, H extends Cols = [], I extends Cols = [],
>(given: ResourceSpec<D, T, F, H, I> & EveryColumnPlaced<T, F, H, I>): ServerResource {
  const spec = given as unknown as ResourceSpec<D>;
  const table = getTableName(spec.table);
  const derived = derive(spec);
  // Every row says whether a running job locks it (spec §4): `locked` and `locked_by` { id, kind }.
  const lock = lockOf(table, sql.raw(`${spec.alias}.id`));
  return {
    def: spec.def,
    table,
    alias: spec.alias,
    from: sql`${sql.raw(`${table} ${spec.alias}`)}${spec.joins ? sql` ${spec.joins}` : sql``}`,
    ...(spec.countWithoutJoins ? { countFrom: sql.raw(`${table} ${spec.alias}`) } : {}),
    select: (ctx) => sql`${derived.select(ctx)}, ${lock} AS ${sql.identifier(JOB_LOCK_KEY)}`,
    columns: { id: { expr: sql.raw(`${spec.alias}.id`), cast: 'int8' }, ...derived.columns },
    filters: derived.filters,
    scope: spec.scope,
    serialize: (r) => withLock(derived.serialize(r), r[JOB_LOCK_KEY] as JobLock | null),
    exportExpr: derived.exportExpr,
    write: derived.write,
    notNull: derived.notNull,
    ...(spec.protectedRows ? { protectedRows: spec.protectedRows } : {}),
    ...(spec.owner ? { owner: spec.owner } : {}),
    ...(spec.hooks ? { hooks: spec.hooks } : {}),
    ...(spec.fieldLabels ? { fieldLabels: spec.fieldLabels } : {}),
    check: () => checkSpec(spec),
  };
}
