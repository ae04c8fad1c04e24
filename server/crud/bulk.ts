// POST /R/bulk/: delete or update a selection (ids, or all rows matching a list filter). A delete
// first answers a confirmation request (the console makes the user type CONFIRMER) and changes
// nothing until it is replayed with confirm: true. A small selection is written at once, in ONE
// statement inside a transaction; a large one (over config.bulkJobThreshold rows) is checked the
// same way, then handed to a job that writes it in batches with progress (bulk-job.ts).
// Activity-log rows: engine (through logBulk (crud/activity.ts); tests/api/access/activity.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import { requireRights } from '../auth/guard';
import type { Db } from '../db/pool';
import { fieldError, nonFieldError } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { logBulk } from './activity';
import { confirmMessage, dependentsOf, type ConfirmMessage } from './dependents';
import { parseListQuery } from './query';
import { scopeOf, whereOf } from './rows';
import { bulkDataSchema, type BulkBody } from './schemas';
import { and, intArr, or, rows, type Runner } from './sql';
import type { ServerResource } from './types';
import { checkBulkSameCompany } from './same-company';
import { checkReferences } from './write';
import { lockAmong, lockedError, type JobLock } from '../jobs/locks';

type Data = Record<string, unknown>;
export type BulkAction = 'update' | 'delete';

export type BulkAnswer =
  | { count: number }
  | { message: ConfirmMessage; dependents: Record<string, number>; confirm_request: { url: string; method: 'POST'; data: unknown } }
  /** Checked and queued: the job (bulk-job.ts) writes the `count` rows selected. */
  | { queued: { count: number; data: Data } };

/** The WHERE of the selection (always within the caller's scope). Also used by custom bulk routes. */
export async function selection(
  runner: Runner, res: ServerResource, ctx: RequestContext, body: Pick<BulkBody, 'ids' | 'all' | 'filter'>,
): Promise<SQL> {
  if (body.ids?.length) {
    const where = and([scopeOf(res, ctx), sql`${res.columns.id.expr} = ANY(${intArr(body.ids)})`]);
    const found = new Set((await rows<{ id: number }>(runner, sql`SELECT ${res.columns.id.expr} AS id FROM ${res.from} WHERE ${where}`)).map((r) => r.id));
    const missing = body.ids.find((id) => !found.has(id));
    if (missing !== undefined) throw fieldError('ids', 'does_not_exist', { id: missing });
    return where;
  }
  if (body.all) return whereOf(res, ctx, parseListQuery(res.def, body.filter ?? {}, false));
  throw nonFieldError('empty_selection');
}

/** `id IN (selected ids)`: one statement whatever the selection's size. */
const selectedIds = (res: ServerResource, where: SQL) =>
  sql`id IN (SELECT ${res.columns.id.expr} FROM ${res.from} WHERE ${where})`;

/** The columns a bulk update writes, with their values (only `column` write specs can be). */
export function bulkColumns(res: ServerResource, data: Data): [string, unknown][] {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => {
      const spec = res.write[name];
      if (spec?.kind !== 'column') throw new Error(`${res.def.name}.${name}: bulk update needs a column`);
      return [spec.column, v];
    });
}

/** A value as ONE parameter (drizzle would spread a list, e.g. of a `choices` field, into several). */
const param = (v: unknown) => (Array.isArray(v) ? sql.param(v) : v);

export const setClause = (cols: [string, unknown][]): SQL =>
  sql.join(cols.map(([c, v]) => sql`${sql.identifier(c)} = ${param(v)}`), sql`, `);

/**
 * Rows a bulk update would change (`alias`: over the resource's FROM, else the bare table). Rows
 * already holding the values are left alone: no new row version, no index entries, no log line
 * (like a single save that changes nothing), yet they count as done.
 */
export function differs(cols: [string, unknown][], alias?: string): SQL {
  const col = (c: string) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(c)}` : sql.identifier(c));
  return or(cols.map(([c, v]) => sql`${col(c)} IS DISTINCT FROM ${param(v)}`));
}

/** The resource's own preconditions of a bulk action on the selection `where` (a ValidationError). */
export async function bulkPreconditions(
  tx: Runner, res: ServerResource, ctx: RequestContext, action: BulkAction, where: SQL, data: Data,
): Promise<void> {
  if (action === 'delete') {
    await res.hooks?.beforeDelete?.(tx, ctx, where);
  } else {
    await checkReferences(tx, res, ctx, data);
    await checkBulkSameCompany(tx, res, where, data);
    await res.hooks?.beforeBulkUpdate?.(tx, ctx, res.countFrom ?? res.from, where, data);
  }
}

/**
 * Rows of the selection, how many of them are protected (locked), and one job lock (jobs/locks.ts)
 * held on one of them by a job other than `exceptJob`, if any.
 */
export async function countSelected(tx: Runner, res: ServerResource, where: SQL, exceptJob?: string | null) {
  const [counts] = await rows<{ n: number; locked: number }>(tx, sql`
    SELECT count(*)::int AS n, count(*) FILTER (WHERE ${res.protectedRows?.where ?? sql`FALSE`})::int AS locked
    FROM ${res.countFrom ?? res.from} WHERE ${where}`);
  // One pass over the selection's ids (a per-row probe would cost 100k index probes).
  const [held] = await rows<{ lock: JobLock | null }>(tx, sql`
    SELECT ${lockAmong(res.table, sql`SELECT ${res.columns.id.expr} FROM ${res.countFrom ?? res.from} WHERE ${where}`, exceptJob)} AS lock`);
  return { ...counts, jobLock: held?.lock ?? null };
}

/**
 * The checks of a bulk action on the selection `where`, in the caller's transaction: not empty,
 * no protected row, the resource's preconditions. Returns the number of rows selected. The job
 * runs them again when it starts (rights or rows may have changed meanwhile).
 */
export async function checkBulk(
  tx: Runner, res: ServerResource, ctx: RequestContext, action: BulkAction, where: SQL, data: Data,
): Promise<number> {
  const { n, locked, jobLock } = await countSelected(tx, res, where);
  if (n === 0) throw nonFieldError('empty_selection');
  if (jobLock) throw lockedError(jobLock);
  if (locked > 0 && res.protectedRows) throw nonFieldError(res.protectedRows.message);
  await bulkPreconditions(tx, res, ctx, action, where, data);
  return n;
}

/** `threshold`: selections of more rows are queued (answer `queued`) instead of written here. */
export async function runBulk(
  db: Db, res: ServerResource, ctx: RequestContext, body: BulkBody, threshold = Infinity,
): Promise<BulkAnswer> {
  const action: BulkAction = body.action === 'delete' ? 'delete' : 'update';
  requireRights(ctx, res.def.area, action === 'delete' ? 'delete' : 'edit');
  const data = action === 'update' ? parseOrThrow(bulkDataSchema(res.def), body.data ?? {}) : {};
  return db.transaction(async (tx) => {
    const where = await selection(tx, res, ctx, body);
    const n = await checkBulk(tx, res, ctx, action, where, data);
    if (action === 'delete' && !body.confirm) {
      const dependents = await dependentsOf(tx, res, where);
      return {
        message: await confirmMessage(tx, res, where, n, dependents), dependents,
        confirm_request: { url: `/api/v1/${res.def.name}/bulk/`, method: 'POST' as const, data: { ...body, confirm: true } },
      };
    }
    if (n > threshold) return { queued: { count: n, data } };
    const table = sql.identifier(res.table);
    if (action === 'delete') {
      await logBulk(tx, res, ctx, 'bulk_delete', where, {});
      await res.hooks?.onDelete?.(tx, ctx, where);
      const gone = await rows(tx, sql`DELETE FROM ${table} WHERE ${selectedIds(res, where)} RETURNING ${res.hooks?.afterDelete ? sql`*` : sql`id`}`);
      await res.hooks?.afterDelete?.(tx, ctx, gone);
      return { count: gone.length };
    }
    const cols = bulkColumns(res, data);
    await logBulk(tx, res, ctx, 'bulk_update', and([where, differs(cols, res.alias)]), data);
    // The selection read before the update (its filters may be on the values written).
    const picked = res.hooks?.afterBulkUpdate
      ? (await rows<{ id: number }>(tx, sql`SELECT ${res.columns.id.expr} AS id FROM ${res.from} WHERE ${where}`)).map((r) => r.id) : [];
    const changed = await rows<{ id: number }>(tx, sql`UPDATE ${table} SET ${setClause(cols)} WHERE ${selectedIds(res, where)} AND ${differs(cols)} RETURNING id`);
    await res.hooks?.afterBulkUpdate?.(tx, ctx, sql`SELECT unnest(${intArr(picked)})`, data, sql`SELECT unnest(${intArr(changed.map((r) => r.id))})`);
    return { count: n };
  });
}
