// Custom attributes of a company (plan pro). Element types and sites shown and written are those
// the caller sees (hidden links stay). `choices` is one choice per line (stored as text[]).
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { afterAttributeWrite, beforeAttributeWrite } from '../../domain/elements/attributes';
import { intArr, iso } from '../sql';
import type { ServerResource } from '../types';

/** Elements of the attribute's types on its sites (those the caller sees). */
/** Elements the attribute applies to, among those the caller sees (sites, regulations, buildings). */
const impacted = (ctx: RequestContext) => sql`(SELECT count(*) FROM elements e
  WHERE e.element_type_id IN (SELECT x.element_type_id FROM custom_attribute_element_types x WHERE x.attribute_id = a.id)
    AND e.factory_id IN (SELECT y.factory_id FROM custom_attribute_factories y WHERE y.attribute_id = a.id)
    AND e.factory_id = ANY(${intArr(ctx.factories)}) AND e.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`e.factory_id`, sql`e.building_id`)})`;
const typesOf = (regulations: number[]) => sql`(SELECT coalesce(array_agg(x.element_type_id ORDER BY x.element_type_id), '{}')
  FROM custom_attribute_element_types x JOIN element_types t ON t.id = x.element_type_id
  WHERE x.attribute_id = a.id AND t.regulation_id = ANY(${intArr(regulations)}))`;

export const customAttributes: ServerResource = {
  def: resources['custom-attributes'],
  table: 'custom_attributes',
  alias: 'a',
  from: sql`custom_attributes a`,
  select: (ctx) => sql`a.id, a.name, a.company_id AS company, a.type::text AS type, array_to_string(a.choices, E'\n') AS choices,
    ${typesOf(ctx.regulations)} AS element_types,
    (SELECT coalesce(array_agg(y.factory_id ORDER BY y.factory_id), '{}') FROM custom_attribute_factories y
      WHERE y.attribute_id = a.id AND y.factory_id = ANY(${intArr(ctx.factories)})) AS factories,
    ${impacted(ctx)}::int AS impacted_elements, ${iso(sql`a.created_at`)} AS created_at`,
  columns: {
    id: { expr: sql`a.id`, cast: 'int8' },
    name: { expr: sql`a.name`, cast: 'text' },
    company: { expr: sql`a.company_id`, cast: 'int8' },
    type: { expr: sql`a.type::text`, cast: 'text' },
    created_at: { expr: sql`a.created_at`, cast: 'timestamptz' },
  },
  filters: {
    element_types: (ids) => sql`EXISTS (SELECT 1 FROM custom_attribute_element_types x
      WHERE x.attribute_id = a.id AND x.element_type_id = ANY(${intArr(ids as number[])}))`,
    factories: (ids) => sql`EXISTS (SELECT 1 FROM custom_attribute_factories y
      WHERE y.attribute_id = a.id AND y.factory_id = ANY(${intArr(ids as number[])}))`,
  },
  scope: (_ctx, allowed) => sql`a.company_id = ANY(${intArr(allowed.companies)})`,
  serialize: (r) => ({ ...r }),
  exportExpr: (ctx) => ({
    company: sql`(SELECT c.name FROM companies c WHERE c.id = a.company_id)`,
    choices: sql`array_to_string(a.choices, ', ')`,
    element_types: sql`(SELECT string_agg(t.name, ', ' ORDER BY t.name) FROM custom_attribute_element_types x
      JOIN element_types t ON t.id = x.element_type_id WHERE x.attribute_id = a.id AND t.regulation_id = ANY(${intArr(ctx.regulations)}))`,
    factories: sql`(SELECT string_agg(f.name, ', ' ORDER BY f.name) FROM custom_attribute_factories y
      JOIN factories f ON f.id = y.factory_id WHERE y.attribute_id = a.id AND y.factory_id = ANY(${intArr(ctx.factories)}))`,
    impacted_elements: sql`${impacted(ctx)}::int`,
  }),
  owner: { company: sql`a.company_id` },
  write: {
    name: { kind: 'column', column: 'name' },
    company: { kind: 'column', column: 'company_id' },
    type: { kind: 'column', column: 'type' },
    choices: { kind: 'hook' },
    element_types: { kind: 'm2m', table: 'custom_attribute_element_types', ownKey: 'attribute_id', otherKey: 'element_type_id' },
    factories: { kind: 'm2m', table: 'custom_attribute_factories', ownKey: 'attribute_id', otherKey: 'factory_id' },
  },
  hooks: { beforeWrite: beforeAttributeWrite, afterCreate: afterAttributeWrite, afterUpdate: afterAttributeWrite },
};
