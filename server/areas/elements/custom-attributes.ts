// Custom attributes of a company (plan pro). Element types and sites shown and written are those
// the caller sees (hidden links stay). `choices` is one choice per line (stored as text[]).
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { customAttributeElementTypes as types, customAttributeFactories as sites, customAttributes as a } from './table';
import { afterAttributeWrite, beforeAttributeWrite } from './attribute-rules';

/** Elements the attribute applies to, among those the caller sees (sites, regulations, buildings). */
const impacted = (ctx: RequestContext) => sql`(SELECT count(*) FROM elements e
  WHERE e.element_type_id IN (SELECT x.element_type_id FROM custom_attribute_element_types x WHERE x.attribute_id = a.id)
    AND e.factory_id IN (SELECT y.factory_id FROM custom_attribute_factories y WHERE y.attribute_id = a.id)
    AND e.factory_id = ANY(${intArr(ctx.factories)}) AND e.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`e.factory_id`, sql`e.building_id`)})::int`;

export const customAttributes = defineServerResource({
  def: resources['custom-attributes'],
  table: a,
  alias: 'a',
  fields: {
    id: a.id, name: a.name, company: a.companyId, type: a.type,
    // Checked and split into lines by the hooks (attribute-rules.ts).
    choices: { hook: true, select: sql`array_to_string(a.choices, E'\n')` },
    element_types: { m2m: { own: types.attributeId, other: types.elementTypeId } },
    factories: { m2m: { own: sites.attributeId, other: sites.factoryId } },
    impacted_elements: { select: impacted },
    created_at: a.createdAt,
  },
  internal: [a.choices], // written by the hooks (a text[] from lines)
  scope: (_ctx, allowed) => sql`a.company_id = ANY(${intArr(allowed.companies)})`,
  exportExpr: (ctx) => ({
    company: sql`(SELECT c.name FROM companies c WHERE c.id = a.company_id)`,
    choices: sql`array_to_string(a.choices, ', ')`,
    impacted_elements: impacted(ctx),
  }),
  owner: { company: sql`a.company_id` },
  hooks: { beforeWrite: beforeAttributeWrite, afterCreate: afterAttributeWrite, afterUpdate: afterAttributeWrite },
});
