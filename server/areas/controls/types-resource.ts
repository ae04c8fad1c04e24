// GET /api/v1/control-types/: the regulatory catalogue (company_id NULL) and the caller's
// companies' voluntary types, within the caller's regulations. Read-only here; voluntary types
// are written through /voluntary-control-types/.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { controlTypeElementTypes, controlTypes as ct } from './table';

export const controlTypes = defineServerResource({
  def: resources['control-types'],
  table: ct,
  alias: 'ct',
  joins: sql`JOIN regulations r ON r.id = ct.regulation_id`,
  countWithoutJoins: true,
  fields: {
    id: ct.id, name: ct.name, regulation: ct.regulationId,
    element_types: { m2m: { own: controlTypeElementTypes.typeId, other: controlTypeElementTypes.elementTypeId } },
    frequency_months: ct.frequencyMonths, reference: ct.reference, reference_url: ct.referenceUrl,
    leads_to_non_compliance: ct.leadsToNonCompliance, controller_requirement: ct.controllerRequirement,
    voluntary: { computed: sql`(ct.company_id IS NOT NULL)`, cast: 'bool' },
  },
  labels: { regulation: sql`r.name` },
  extra: { company: sql`ct.company_id` },
  internal: [ct.companyId, ct.category, ct.authorId, ct.createdAt],
  scope: (ctx, allowed) => sql`((ct.company_id IS NULL OR ct.company_id = ANY(${intArr(allowed.companies)}))
    AND ct.regulation_id = ANY(${intArr(ctx.regulations)}))`,
  owner: { company: sql`ct.company_id`, regulation: sql`ct.regulation_id` },
});
