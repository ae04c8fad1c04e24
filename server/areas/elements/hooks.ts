// Rules of element writes the metadata cannot say: a building of the element's site, a group of
// its site and regulation, a type of its regulation; company_id follows the site; custom values
// merged and checked (custom-values.ts). Ids that do not exist are left to the engine
// (does_not_exist), so nothing here tells apart hidden rows.
import { checkElementLimit } from './plan-limit';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';
import { nonFieldError, ValidationError, type FieldErrors } from '../../http/errors';
import { mergeCustomValues, type Values } from './custom-values';

type Body = Record<string, unknown>;
const msg = (key: string) => [{ key: `api.elements.errors.${key}` }];
const one = async <T>(tx: Runner, q: SQL) => (await rows<T>(tx, q))[0];

/** Where an element's references must agree (ids → their site / regulation), for placeErrors. */
export interface Places {
  buildingSite: Map<number, number>;
  typeRegulation: Map<number, number>;
  groups: Map<number, { factory: number; regulation: number }>;
}

/**
 * The rule: a building of the element's site, a type of its regulation, a group of both. Unknown
 * ids are left to the reference check. Used by every write here and by imports (element-batch.ts).
 */
export function placeErrors(p: Places, v: Body): FieldErrors {
  const errors: FieldErrors = {};
  const site = p.buildingSite.get(v.building as number);
  if (site !== undefined && site !== v.factory) errors.building = msg('building_other_site');
  const regulation = p.typeRegulation.get(v.element_type as number);
  if (regulation !== undefined && regulation !== v.regulation) errors.element_type = msg('type_other_regulation');
  const group = p.groups.get(v.group as number);
  if (group && (group.factory !== v.factory || group.regulation !== v.regulation)) errors.group = msg('group_mismatch');
  return errors;
}

export async function beforeElementWrite(tx: Runner, ctx: RequestContext, body: Body, row: { id: number; before: Body } | null) {
  const v = { ...(row?.before ?? {}), ...body };
  const building = await one<{ factory_id: number }>(tx, sql`SELECT factory_id FROM buildings WHERE id = ${v.building ?? null}`);
  const type = await one<{ regulation_id: number }>(tx, sql`SELECT regulation_id FROM element_types WHERE id = ${v.element_type ?? null}`);
  const group = await one<{ factory_id: number; regulation_id: number }>(tx,
    sql`SELECT factory_id, regulation_id FROM element_groups WHERE id = ${v.group ?? null}`);
  const errors = placeErrors({
    buildingSite: new Map(building ? [[v.building as number, building.factory_id]] : []),
    typeRegulation: new Map(type ? [[v.element_type as number, type.regulation_id]] : []),
    groups: new Map(group ? [[v.group as number, { factory: group.factory_id, regulation: group.regulation_id }]] : []),
  }, v);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const out: Body = { ...body, updated_at: new Date().toISOString() };
  // NOT NULL text columns: an emptied value is stored as ''.
  for (const f of ['identification_number', 'repere_1', 'repere_2']) if (out[f] === null) out[f] = '';
  if (body.factory !== undefined) {
    const site = await one<{ company_id: number }>(tx, sql`SELECT company_id FROM factories WHERE id = ${body.factory}`);
    if (site) out.company_id = site.company_id;
  }
  if (row === null && typeof out.company_id === 'number') await checkElementLimit(tx, new Map([[out.company_id, 1]]));
  // Custom values are checked on a site in scope only: another site is the reference check's 400.
  if (body.custom_values !== undefined && ctx.factories.includes(v.factory as number)) {
    const site = await one<{ company_id: number }>(tx, sql`SELECT company_id FROM factories WHERE id = ${v.factory}`);
    const stored = (row?.before.custom_values ?? {}) as Values;
    out.custom_values = await mergeCustomValues(tx, ctx, {
      company: site.company_id, factory: v.factory as number, elementType: v.element_type as number,
    }, body.custom_values as Record<string, unknown> | null, stored);
  } else if (body.custom_values !== undefined) {
    delete out.custom_values;
  }
  return out;
}

/**
 * Preconditions of a bulk update: a group can only gather elements of one site and one
 * regulation (its own); a building only receives elements of its site.
 */
export async function beforeElementBulkUpdate(tx: Runner, _ctx: RequestContext, from: SQL, where: SQL, data: Body) {
  if (data.group == null && data.building == null) return;
  const s = await one<{ sites: number; regs: number; site: number; reg: number }>(tx, sql`
    SELECT count(DISTINCT e.factory_id)::int AS sites, count(DISTINCT e.regulation_id)::int AS regs,
      min(e.factory_id) AS site, min(e.regulation_id) AS reg FROM ${from} WHERE ${where}`);
  if (data.group != null) {
    if (s.sites > 1 || s.regs > 1) throw nonFieldError('api.elements.errors.bulk_group_mixed');
    const g = await one<{ factory_id: number; regulation_id: number }>(tx,
      sql`SELECT factory_id, regulation_id FROM element_groups WHERE id = ${data.group}`);
    if (g && (g.factory_id !== s.site || g.regulation_id !== s.reg)) throw new ValidationError({ group: msg('group_mismatch') });
  }
  if (data.building != null) {
    if (s.sites > 1) throw nonFieldError('api.elements.errors.bulk_building_mixed');
    const b = await one<{ factory_id: number }>(tx, sql`SELECT factory_id FROM buildings WHERE id = ${data.building}`);
    if (b && b.factory_id !== s.site) throw new ValidationError({ building: msg('building_other_site') });
  }
}

