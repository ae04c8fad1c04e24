// POST /R/bulk/: delete or update a selection (ids, or all rows matching a list filter) in ONE
// statement inside a transaction. A delete first answers a confirmation request (the console
// makes the user type CONFIRMER) and changes nothing until it is replayed with confirm: true.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import { requireRights } from '../auth/guard';
import type { Db } from '../db/pool';
import { fieldError, nonFieldError } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { logBulk } from './activity';
import { parseListQuery } from './query';
import { scopeOf, whereOf } from './rows';
import { bulkDataSchema, type BulkBody } from './schemas';
import { and, intArr, rows, type Runner } from './sql';
import type { ServerResource } from './types';
import { checkReferences } from './write';

export type BulkAnswer =
  | { count: number }
  | { message: { key: string; params: Record<string, number> }; confirm_request: { url: string; method: 'POST'; data: unknown } };

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

export async function runBulk(db: Db, res: ServerResource, ctx: RequestContext, body: BulkBody): Promise<BulkAnswer> {
  requireRights(ctx, res.def.area, body.action === 'delete' ? 'delete' : 'edit');
  const data = body.action === 'update' ? parseOrThrow(bulkDataSchema(res.def), body.data ?? {}) : {};
  return db.transaction(async (tx) => {
    const where = await selection(tx, res, ctx, body);
    const [{ n, locked }] = await rows<{ n: number; locked: number }>(tx, sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE ${res.protectedRows?.where ?? sql`FALSE`})::int AS locked
      FROM ${res.from} WHERE ${where}`);
    if (n === 0) throw nonFieldError('empty_selection');
    if (locked > 0 && res.protectedRows) throw nonFieldError(res.protectedRows.message);
    const table = sql.identifier(res.table);
    if (body.action === 'delete') {
      await res.hooks?.beforeDelete?.(tx, ctx, where);
      if (!body.confirm) {
        return {
          message: { key: 'api.bulk.confirm_delete', params: { count: n } },
          confirm_request: { url: `/api/v1/${res.def.name}/bulk/`, method: 'POST' as const, data: { ...body, confirm: true } },
        };
      }
      await logBulk(tx, res, ctx, 'bulk_delete', where, {});
      const done = await tx.execute(sql`DELETE FROM ${table} WHERE ${selectedIds(res, where)}`);
      return { count: done.rowCount ?? 0 };
    }
    await checkReferences(tx, res, ctx, data);
    await res.hooks?.beforeBulkUpdate?.(tx, ctx, res.from, where, data);
    const sets = Object.entries(data)
      .filter(([, v]) => v !== undefined)
      .map(([name, v]) => {
        const spec = res.write[name];
        if (spec?.kind !== 'column') throw new Error(`${res.def.name}.${name}: bulk update needs a column`);
        return sql`${sql.identifier(spec.column)} = ${v}`;
      });
    await logBulk(tx, res, ctx, 'bulk_update', where, data);
    const done = await tx.execute(sql`UPDATE ${table} SET ${sql.join(sets, sql`, `)} WHERE ${selectedIds(res, where)}`);
    return { count: done.rowCount ?? 0 };
  });
}
