// Create, update and delete of one row, each in one transaction: scope check (404), protected
// rows (400), references in scope (does_not_exist), then the statements and the hooks.
// Activity-log rows: engine (through logWrite (crud/activity.ts); tests/api/access/activity.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import type { Db } from '../db/pool';
import { nonFieldError, notFound, ValidationError, type FieldErrors } from '../http/errors';
import { logWrite } from './activity';
import { confirmMessage, dependentsOf, type ConfirmMessage } from './dependents';
import { missingReferences } from './references';
import { checkSameCompany } from './same-company';
import { fetchOne, isProtected, scopeOf } from './rows';
import { and, idsOf, intArr, rows, type Runner } from './sql';
import type { ServerResource } from './types';
import { lockedError, lockOf, type JobLock } from '../jobs/locks';

type Body = Record<string, unknown>;


/** 400 `does_not_exist` for every referenced id that is absent or out of the caller's scope. */
export async function checkReferences(runner: Runner, res: ServerResource, ctx: RequestContext, body: Body): Promise<void> {
  const errors: FieldErrors = {};
  for (const f of res.def.fields) {
    if ((f.type !== 'reference' && f.type !== 'references') || body[f.name] == null || !f.reference) continue;
    const missing = await missingReferences(runner, f.reference, ctx, idsOf(body[f.name]));
    if (missing.length) errors[f.name] = [{ key: 'api.validation.does_not_exist', params: { id: missing[0] } }];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Column assignments of the main table present in `body`. */
function columnValues(res: ServerResource, body: Body): [SQL, unknown][] {
  return Object.entries(res.write)
    .filter(([name, spec]) => spec.kind === 'column' && body[name] !== undefined)
    // A list (a `choices` field into a text[] column) is ONE parameter: drizzle would spread it.
    .map(([name, spec]): [SQL, unknown] => {
      const value = body[name] ?? null;
      return [sql`${sql.identifier((spec as { column: string }).column)}`, Array.isArray(value) ? sql.param(value) : value];
    });
}

/** Replaces the caller-visible links of a many-to-many field; links the caller cannot see stay. */
async function writeLinks(tx: Runner, res: ServerResource, ctx: RequestContext, id: number, body: Body, creating: boolean) {
  for (const [name, spec] of Object.entries(res.write)) {
    if (spec.kind !== 'm2m' || body[name] === undefined) continue;
    const wanted = new Set(idsOf(body[name]));
    const table = sql.identifier(spec.table);
    const own = sql.identifier(spec.ownKey);
    const other = sql.identifier(spec.otherKey);
    const current = creating ? [] : (await rows<{ v: number }>(tx, sql`SELECT ${other} AS v FROM ${table} WHERE ${own} = ${id}`)).map((r) => r.v);
    const target = res.def.fields.find((f) => f.name === name)?.reference ?? '';
    const hidden = new Set(await missingReferences(tx, target, ctx, current));
    const drop = current.filter((v) => !wanted.has(v) && !hidden.has(v));
    const add = [...wanted].filter((v) => !current.includes(v));
    if (drop.length) await tx.execute(sql`DELETE FROM ${table} WHERE ${own} = ${id} AND ${other} = ANY(${intArr(drop)})`);
    if (add.length) {
      await tx.execute(sql`INSERT INTO ${table} (${own}, ${other}) SELECT ${id}, x FROM unnest(${intArr(add)}) AS x ON CONFLICT DO NOTHING`);
    }
  }
}

/** How a write inside the caller's transaction is recorded: `log: false` when the caller logs once for all (imports). */
export interface WriteOptions { log?: boolean }

/** A create inside the caller's transaction (several rows at once, e.g. invitations). */
export async function insertRow(tx: Runner, res: ServerResource, ctx: RequestContext, given: Body, opts: WriteOptions = {}) {
  const body = (await res.hooks?.beforeWrite?.(tx, ctx, given, null)) ?? given;
  await checkReferences(tx, res, ctx, body);
  const values = columnValues(res, body);
  const insert = values.length
    ? sql`INSERT INTO ${sql.identifier(res.table)} (${sql.join(values.map(([c]) => c), sql`, `)})
        VALUES (${sql.join(values.map(([, v]) => sql`${v}`), sql`, `)}) RETURNING id`
    : sql`INSERT INTO ${sql.identifier(res.table)} DEFAULT VALUES RETURNING id`;
  const [{ id }] = await rows<{ id: number }>(tx, insert);
  await writeLinks(tx, res, ctx, id, body, true);
  await checkSameCompany(tx, res, id, body);
  await res.hooks?.afterCreate?.(tx, id, body, ctx);
  const created = (await fetchOne(tx, res, ctx, id, { scoped: false }))!;
  if (opts.log !== false) await logWrite(tx, res, ctx, 'create', id, null, created);
  return created;
}

export async function createRow(db: Db, res: ServerResource, ctx: RequestContext, body: Body) {
  return db.transaction((tx) => insertRow(tx, res, ctx, body));
}

/**
 * Locks the row if the caller may see it; 404 otherwise, 400 when it is protected, 409 while
 * another job is changing it (read after the row lock: a job's lock is committed before it writes).
 */
async function lockEditable(tx: Runner, res: ServerResource, ctx: RequestContext, id: number) {
  const alias = sql.identifier(res.alias);
  const found = await rows(tx, sql`
    SELECT 1 FROM ${res.from} WHERE ${and([scopeOf(res, ctx), sql`${res.columns.id.expr} = ${id}`])} FOR UPDATE OF ${alias}`);
  if (!found.length) throw notFound();
  const [held] = await rows<{ lock: JobLock | null }>(tx, sql`SELECT ${lockOf(res.table, sql`${id}`, ctx.jobId)} AS lock`);
  if (held?.lock) throw lockedError(held.lock);
  if (res.protectedRows && (await isProtected(tx, res, id))) throw nonFieldError(res.protectedRows.message);
}

export async function updateRow(db: Db, res: ServerResource, ctx: RequestContext, id: number, given: Body) {
  return db.transaction((tx) => modifyRow(tx, res, ctx, id, given));
}

/** An update inside the caller's transaction (404 out of scope, 400 protected, then the hooks). */
export async function modifyRow(tx: Runner, res: ServerResource, ctx: RequestContext, id: number, given: Body, opts: WriteOptions = {}) {
  {
    await lockEditable(tx, res, ctx, id);
    const before = await fetchOne(tx, res, ctx, id, { scoped: false });
    const body = (await res.hooks?.beforeWrite?.(tx, ctx, given, { id, before: before! })) ?? given;
    await checkReferences(tx, res, ctx, body);
    const values = columnValues(res, body);
    if (values.length) {
      await tx.execute(sql`UPDATE ${sql.identifier(res.table)}
        SET ${sql.join(values.map(([c, v]) => sql`${c} = ${v}`), sql`, `)} WHERE id = ${id}`);
    }
    await writeLinks(tx, res, ctx, id, body, false);
    await res.hooks?.afterUpdate?.(tx, id, body, ctx);
    const after = (await fetchOne(tx, res, ctx, id, { scoped: false }))!;
    // A move to another company checks every link the row keeps, not only those sent.
    await checkSameCompany(tx, res, id, body.company !== undefined ? { ...after, ...body } : body);
    if (opts.log !== false) await logWrite(tx, res, ctx, 'update', id, before, after);
    return after;
  }
}

/** What a single DELETE answers before deleting rows that depend on it (DESIGN.md's shape). */
export interface DeleteConfirmation {
  message: ConfirmMessage; dependents: Record<string, number>;
  confirm_request: { url: string; method: 'DELETE'; data: { confirm: true } };
}

/**
 * How a DELETE was sent: `bare` (no body) deletes at once a row nothing depends on, else answers
 * the confirmation listing what would go; `ask` (`{"confirm": false}`) always answers it, deleting
 * nothing (the console's dialog shows it); `confirmed` (`{"confirm": true}`) is the replay.
 */
export type DeleteMode = 'bare' | 'ask' | 'confirmed';

/** Deletes one row; null once deleted, else the confirmation to replay (nothing deleted). */
export async function deleteRow(db: Db, res: ServerResource, ctx: RequestContext, id: number, mode: DeleteMode = 'confirmed'): Promise<DeleteConfirmation | null> {
  return db.transaction(async (tx) => {
    await lockEditable(tx, res, ctx, id);
    const where = sql`${res.columns.id.expr} = ${id}`;
    await res.hooks?.deleteCheck?.(tx, ctx, where);
    const dependents = mode === 'confirmed' ? {} : await dependentsOf(tx, res, where);
    if (mode === 'ask' || Object.keys(dependents).length) {
      const message = await confirmMessage(tx, res, where, 1, dependents);
      return { message, dependents, confirm_request: { url: `/api/v1/${res.def.name}/${id}/`, method: 'DELETE', data: { confirm: true } } };
    }
    await res.hooks?.beforeDelete?.(tx, ctx, sql`${res.columns.id.expr} = ${id}`);
    await logWrite(tx, res, ctx, 'delete', id, await fetchOne(tx, res, ctx, id, { scoped: false }), null);
    await res.hooks?.onDelete?.(tx, ctx, sql`${res.columns.id.expr} = ${id}`);
    const gone = await rows(tx, sql`DELETE FROM ${sql.identifier(res.table)} WHERE id = ${id} RETURNING *`);
    await res.hooks?.afterDelete?.(tx, ctx, gone);
    return null;
  });
}
