// The activity log of the generic engine: every create, update, delete and bulk action of a
// resource records who did what to which object, with the changed fields, in its transaction.
// Activity-log rows: building (logWrite / logBulk themselves: every engine create, update, delete and bulk, with the row's owner (site, building)).
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import { changedFields } from './activity-changes';
import { actorOf, recordActivity, recordBulkActivity, type ActivityAction } from './activity-record';
import { rows, type Runner } from './sql';
import type { ServerResource } from './types';

type Row = Record<string, unknown>;

const NULL_INT = sql`NULL::int`;

/** The resource's owner columns as SQL over its FROM (NULL::int where it has none). */
export const ownerExprs = (res: ServerResource) => ({
  company: res.owner?.company ?? NULL_INT,
  factory: res.owner?.factory ?? NULL_INT,
  building: res.owner?.building ?? NULL_INT,
});

async function ownerOf(runner: Runner, res: ServerResource, id: number) {
  const none = { company: null, factory: null, building: null };
  if (!res.owner) return none;
  const [row] = await rows<{ company: number | null; factory: number | null; building: number | null }>(runner, sql`
    SELECT ${ownerExprs(res).company} AS company, ${ownerExprs(res).factory} AS factory, ${ownerExprs(res).building} AS building
    FROM ${res.from} WHERE ${res.columns.id.expr} = ${id}`);
  return row ?? none;
}

/** Logs a write of one row. Call with the row as it was (before) and as it is (after). */
export async function logWrite(
  runner: Runner, res: ServerResource, ctx: RequestContext, action: ActivityAction, id: number, before: Row | null, after: Row | null,
): Promise<void> {
  // The owner of a deleted row is read before the delete: the caller passes `before`, and the
  // row still exists in the transaction at that point.
  // Only the resource's own fields: columns its hooks maintain (company_id, updated_at) are not changes.
  const changes = changedFields(before, after, Object.keys(res.write).filter((f) => res.def.fields.some((d) => d.name === f)));
  if (action === 'update' && !Object.keys(changes).length) return; // a save that changed nothing
  const owner = await ownerOf(runner, res, id);
  const label = String((after ?? before)?.[res.def.labelField] ?? '');
  await recordActivity(runner, actorOf(ctx), {
    action,
    objectType: res.def.name,
    objectId: id,
    objectLabel: label,
    scope: owner,
    changes,
  });
}

/** Logs a bulk action, one row per selected object, before the statement that changes them. */
export async function logBulk(
  runner: Runner, res: ServerResource, ctx: RequestContext, action: 'bulk_update' | 'bulk_delete', where: SQL, data: Row,
): Promise<void> {
  const alias = sql.identifier(res.alias);
  const pairs = Object.entries(data)
    .filter(([name, v]) => v !== undefined && res.write[name]?.kind === 'column')
    .map(([name, v]) => {
      const column = sql.identifier((res.write[name] as { column: string }).column);
      return sql`${name}::text, jsonb_build_array(to_jsonb(${alias}.${column}), ${JSON.stringify(v)}::jsonb)`;
    });
  await recordBulkActivity(runner, actorOf(ctx), {
    action,
    objectType: res.def.name,
    from: res.from,
    where,
    id: res.columns.id.expr,
    label: res.columns[res.def.labelField]?.expr ?? sql`''`,
    scope: ownerExprs(res),
    changes: pairs.length ? sql`jsonb_build_object(${sql.join(pairs, sql`, `)})` : sql`'{}'::jsonb`,
  });
}
