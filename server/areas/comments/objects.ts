// The objects a note may be pinned on, and who may read or write their notes: the object's own
// server resource (its area's rights, its scope), found through the engine's registry, so a
// resource another area registers later (documents) works without a change here.
import { sql } from 'drizzle-orm';
import type { Action, Area } from '../../../resources/types';
import type { RequestContext } from '../../auth/context';
import { requireRights } from '../../auth/guard';
import { resourceOf as registeredResource } from '../../crud/registry';
import { fetchOne } from '../../crud/rows';
import { rows, type Runner } from '../../crud/sql';
import { notFound } from '../../http/errors';

import { OBJECT_TYPES, type ObjectType } from './object-types';

export { OBJECT_TYPES, type ObjectType };

/** The engine resource and the table (with its company_id) of each object type. */
const SOURCES: Record<ObjectType, { resource: string; table: string }> = {
  element: { resource: 'elements', table: 'elements' },
  control: { resource: 'controls', table: 'controls' },
  task: { resource: 'tasks', table: 'tasks' },
  control_intervention: { resource: 'control-interventions', table: 'interventions' },
  maintenance_intervention: { resource: 'maintenance-interventions', table: 'interventions' },
  document: { resource: 'documents', table: 'documents' },
};

export const isObjectType = (v: unknown): v is ObjectType => OBJECT_TYPES.includes(v as ObjectType);

function allowed(ctx: RequestContext, area: Area, action: Action): boolean {
  try {
    requireRights(ctx, area, action);
    return true;
  } catch {
    return false;
  }
}

/**
 * The company of an object the caller may reach for `action`: 404 when the object is absent,
 * out of scope or its area unreadable to the caller (they cannot know it exists); 403 naming the
 * right when they read it but may not write.
 */
export async function reachObject(db: Runner, ctx: RequestContext, type: ObjectType, id: number, action: 'view' | 'edit'): Promise<number> {
  const source = SOURCES[type];
  const res = registeredResource(source.resource);
  if (!res || !allowed(ctx, res.def.area, 'view')) throw notFound();
  if (!(await fetchOne(db, res, ctx, id))) throw notFound();
  if (action === 'edit') requireRights(ctx, res.def.area, 'edit');
  const [row] = await rows<{ company_id: number }>(db, sql`SELECT company_id FROM ${sql.identifier(source.table)} WHERE id = ${id}`);
  if (!row) throw notFound();
  return row.company_id;
}

/** Whether the caller may edit the object's area (deleting someone else's note). */
export function mayEdit(ctx: RequestContext, type: ObjectType): boolean {
  const res = registeredResource(SOURCES[type].resource);
  return !!res && allowed(ctx, res.def.area, 'edit');
}
