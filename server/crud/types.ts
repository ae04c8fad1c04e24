// The server side of a resource: how the generic engine reaches its rows. The shared
// metadata (resources/*.ts) says WHAT a resource is; this says WHERE it lives in SQL.
// Identifiers here come from code, never from requests; request values are always parameters.
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../resources/types';
import type { RequestContext } from '../auth/context';
import type { Allowed } from '../auth/guard';
import type { AppDeps } from '../http/deps';
import type { Runner } from './sql';

/** The Postgres type a cursor value (kept as text) is cast back to. */
export type PgCast = 'text' | 'int8' | 'numeric' | 'timestamptz' | 'date' | 'bool' | 'uuid';

export interface ColumnSpec {
  /** Expression over the aliases of `from` (sorting, filtering, searching). */
  expr: SQL;
  cast: PgCast;
  /** Nullable values need the NULL-aware keyset condition (non-null ones use a row comparison). */
  nullable?: boolean;
  /**
   * The expression for one caller, when the value depends on their scope (a count of what they
   * may see): lists sort, filter and page on it, so no cursor carries an out-of-scope value.
   */
  scoped?: (ctx: RequestContext) => SQL;
  /**
   * The order of the field when it is not `expr` (a reference sorted by its label, a computed
   * value by a stored key): lists, exports and cursors use it; filters keep `expr`.
   */
  sort?: { expr: SQL; cast: PgCast };
}

export type WriteSpec =
  /** A column of the main table. */
  | { kind: 'column'; column: string }
  /** A many-to-many join table: (ownKey → row id, otherKey → referenced id). */
  | { kind: 'm2m'; table: string; ownKey: string; otherKey: string }
  /** Not stored by the engine: the resource's hooks use it (e.g. a create-only choice). */
  | { kind: 'hook' };

type Body = Record<string, unknown>;

export interface Hooks {
  /**
   * Before the statements of a create (`row` null) or an update (`row`: the id and the row as
   * it was), in the same transaction and before the references are checked: the rules the
   * metadata cannot say (throw a ValidationError). May return the body to write instead.
   */
  beforeWrite?: (tx: Runner, ctx: RequestContext, body: Body, row: { id: number; before: Body } | null) => Promise<Body | void>;
  /** Before a delete of one row or a bulk delete; `where` selects the rows (over `from`). */
  beforeDelete?: (tx: Runner, ctx: RequestContext, where: SQL) => Promise<void>;
  /**
   * Just before the selected rows are deleted (confirmed: single, bulk or bulk job), in the same
   * transaction: what must go with them (beforeDelete also runs for the confirmation request).
   */
  onDelete?: (tx: Runner, ctx: RequestContext, where: SQL) => Promise<void>;
  /** The bulk delete's confirmation message when the generic count says too little (an `api.*` key). */
  deleteConfirmation?: (tx: Runner, where: SQL, count: number) => Promise<{ key: string; params: Record<string, number> }>;
  /**
   * The dependent rows a delete takes with it (e.g. a site: its buildings, elements…), by kind
   * (labels: api.dependents.<kind>); `ids` is a query of the selected ids.
   * When one count is not zero, a single DELETE answers a confirmation listing them and needs its
   * replay (`{ "confirm": true }`), like a bulk delete.
   */
  deleteDependents?: (tx: Runner, ids: SQL) => Promise<Record<string, number>>;
  /** A refusal of a single delete said before its confirmation is asked (no side effect: it may not be replayed). */
  deleteCheck?: (tx: Runner, ctx: RequestContext, where: SQL) => Promise<void>;
  /**
   * Before a bulk update, once references are checked: preconditions over the whole selection
   * (`where` over `from`), e.g. all selected rows on one site. Throw a ValidationError.
   */
  beforeBulkUpdate?: (tx: Runner, ctx: RequestContext, from: SQL, where: SQL, data: Body) => Promise<void>;
  /**
   * After a bulk update's statement (request or job batch), in the same transaction; `ids`
   * selects the rows of the selection (an SQL list of ids): effects on other tables (planning
   * controls, conformity). `changed`: those of them whose values the statement changed.
   */
  afterBulkUpdate?: (tx: Runner, ctx: RequestContext, ids: SQL, data: Body, changed: SQL) => Promise<void>;
  /** After a delete of one row or of a bulk selection, in the same transaction, with the deleted rows (table columns). */
  afterDelete?: (tx: Runner, ctx: RequestContext, deleted: Body[]) => Promise<void>;
  /** After the INSERT, in the same transaction (e.g. the ghost building of a new site). */
  afterCreate?: (tx: Runner, id: number, body: Record<string, unknown>, ctx: RequestContext) => Promise<void>;
  /** After an UPDATE of one row, in the same transaction. */
  afterUpdate?: (tx: Runner, id: number, changes: Record<string, unknown>, ctx: RequestContext) => Promise<void>;
  /**
   * After a create through the API has committed (e-mails: never sent for a rolled-back write).
   * Must not throw: the row exists whatever happens here.
   */
  afterCreateCommitted?: (deps: AppDeps, row: Body, ctx: RequestContext, log: FastifyBaseLogger) => Promise<void>;
  /**
   * The answer of a create through the API when it says more than the row: a value shown once and
   * never stored nor listed (a token's key). Not part of the row schema (docs/api.md).
   */
  createAnswer?: (row: Body, ctx: RequestContext) => Body;
  /** The fields createAnswer adds, for the 201's schema in the OpenAPI document. */
  createAnswerFields?: Record<string, z.ZodType>;
}

export interface ServerResource {
  def: ResourceDef;
  /** Main table and its alias in `from`. */
  table: string;
  alias: string;
  /** FROM clause: the aliased table and the joins the expressions need. */
  from: SQL;
  /**
   * FROM of counts and bulk checks when the joins of `from` change no count (inner joins on NOT
   * NULL foreign keys, left joins) and every column, filter and scope expression is on the main
   * table: the count can then be an index-only scan (elements: 170 ms → 4 ms for 20k rows).
   */
  countFrom?: SQL;
  /** The select list of a row (named as the row shape's keys, before `serialize`). */
  select: (ctx: RequestContext) => SQL;
  /** Per field used for ordering, filters or search. `id` is required (the tie-breaker). */
  columns: Record<string, ColumnSpec>;
  /** Filters that are not `expr = ANY(values)` (e.g. a many-to-many membership). */
  filters?: Record<string, (values: (string | number | boolean)[]) => SQL>;
  /**
   * Rows the caller may see, given the companies and sites allowed (tier already applied;
   * every allowed site belongs to an allowed company). Prefer the narrowest column (a site id
   * on the main table): a condition through a join makes the planner sort instead of walking
   * the (ordering, id) index.
   */
  scope: (ctx: RequestContext, allowed: Allowed) => SQL;
  /** API row from a selected SQL row. */
  serialize: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Export value per exported field (references as their label); defaults to columns[f].expr. */
  exportExpr: (ctx: RequestContext) => Record<string, SQL>;
  /** How each writable field is stored. */
  write: Record<string, WriteSpec>;
  /** Rows nobody may edit or delete by hand, and the message (an `api.*` key) answered then. */
  protectedRows?: { where: SQL; message: string };
  /** The company and site a row belongs to (over `from`), kept in the activity log for scoping. */
  /**
   * Who owns a row (over `from`): its company (none: a shared catalogue), site, building and
   * regulation. Kept in the activity log for scoping; the access matrix derives from it which
   * rows each user must and must never see (tests/api/access/rows.ts).
   */
  owner?: { company?: SQL; factory?: SQL; building?: SQL; regulation?: SQL };
  hooks?: Hooks;
  /** Fields whose column is NOT NULL: their write schema refuses null (schemas.ts). */
  notNull?: string[];
  /** Start checks of a declared resource (define.ts): thrown errors stop the start. */
  check?: () => void;
  /** Replaces the per-word search over the `search` fields (e.g. documents: name OR full text). */
  search?: (text: string) => SQL | undefined;
  /** Adds what rows need to be read by people (the activity log's readable changes) to API rows. */
  decorate?: (runner: Runner, ctx: RequestContext, rows: Record<string, unknown>[]) => Promise<void>;
  /**
   * Field labels that depend on the caller, by field name, over the translated ones (an element's
   * landmarks under the company's own names): export headers.
   */
  fieldLabels?: (runner: Runner, ctx: RequestContext) => Promise<Record<string, string>>;
  /** The same for exported rows (keyed by field name, values as exported), batch by batch. */
  decorateExport?: (runner: Runner, ctx: RequestContext, rows: Record<string, unknown>[]) => Promise<void>;
  /** A multipart POST on the list URL (documents: files), answered 201 with what it returns. */
  createUpload?: (deps: AppDeps, req: FastifyRequest, ctx: RequestContext) => Promise<unknown>;
  /** A multipart PATCH or PUT on an item URL (documents: its file), answered 200 with what it returns. */
  updateUpload?: (deps: AppDeps, req: FastifyRequest, ctx: RequestContext, id: number) => Promise<unknown>;
}
