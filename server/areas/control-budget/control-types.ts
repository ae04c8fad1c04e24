// STAND-IN until the controls area serves GET /control-types/ (server/areas/controls/): the
// control-prices' `type` reference needs a target resource. The lead drops this file and its
// line in index.ts at merge, keeping the controls area's own resource.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { controlTypeElementTypes, controlTypes as ct } from '../controls/table';

export const controlTypesStandIn = defineServerResource({
  def: resources['control-types'],
  table: ct,
  alias: 'ctp',
  fields: {
    id: ct.id, name: ct.name, regulation: ct.regulationId,
    element_types: { m2m: { own: controlTypeElementTypes.typeId, other: controlTypeElementTypes.elementTypeId } },
    frequency_months: ct.frequencyMonths, reference: ct.reference, reference_url: ct.referenceUrl,
    leads_to_non_compliance: ct.leadsToNonCompliance, controller_requirement: ct.controllerRequirement,
    voluntary: { computed: sql`(ctp.company_id IS NOT NULL)`, cast: 'bool' },
  },
  // The catalogue (no company) and the voluntary types of the caller's companies.
  scope: (_ctx, allowed) => sql`(ctp.company_id IS NULL OR ctp.company_id = ANY(${intArr(allowed.companies)}))`,
  owner: { company: sql`ctp.company_id` },
  internal: [ct.companyId, ct.category, ct.authorId, ct.createdAt],
});
