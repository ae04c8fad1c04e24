// A company's voluntary control types (plan pro): rows of control_types WITH a company. The
// regulatory catalogue (company_id NULL) is never reachable here: the scope needs a company.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { controlTypeElementTypes, controlTypeFactories, controlTypes as vct } from '../controls/table';
import { voluntaryHooks } from './hooks';
import { voluntaryJoins } from './sync';
import { openControlSql } from '../controls/open';

/** Open occurrences of the type (to_do or to_do_planned): what deleting it would remove. */
export const openControlsSql = sql`(SELECT count(*) FROM controls k WHERE k.type_id = vct.id AND ${openControlSql('k.status')})`;

export const voluntaryControlTypes = defineServerResource({
  def: resources['voluntary-control-types'],
  table: vct,
  alias: 'vct',
  joins: voluntaryJoins,
  fields: {
    id: vct.id, name: vct.name, category: vct.category, company: vct.companyId, regulation: vct.regulationId,
    element_types: { m2m: { own: controlTypeElementTypes.typeId, other: controlTypeElementTypes.elementTypeId } },
    factories: { m2m: { own: controlTypeFactories.typeId, other: controlTypeFactories.factoryId } },
    frequency_months: vct.frequencyMonths, leads_to_non_compliance: vct.leadsToNonCompliance, author: vct.authorId,
    open_controls: { computed: sql`${openControlsSql}::int`, cast: 'int8' },
    created_at: vct.createdAt,
  },
  labels: {
    company: sql`c.name`, regulation: sql`r.name`,
    author: sql`coalesce(nullif(trim(concat_ws(' ', au.first_name, au.last_name)), ''), au.email)`,
  },
  // Catalogue rows have no company: `= ANY` never matches NULL.
  scope: (_ctx, allowed) => sql`vct.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`vct.company_id` },
  internal: [vct.reference, vct.referenceUrl, vct.controllerRequirement],
  hooks: voluntaryHooks,
});
