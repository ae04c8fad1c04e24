// Groups of elements. Scope like elements: the caller's sites and regulations.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { countOf, intArr } from '../../crud/sql';
import { elementGroups as g } from './table';
import { beforeGroupWrite } from './group-rules';

const elementCount = sql`(SELECT count(*) FROM elements e WHERE e.group_id = g.id)`;

export const groups = defineServerResource({
  def: resources.groups,
  table: g,
  alias: 'g',
  joins: sql`JOIN factories f ON f.id = g.factory_id JOIN regulations r ON r.id = g.regulation_id`,
  fields: {
    id: g.id, name: g.name, factory: g.factoryId, regulation: g.regulationId, synchronised: g.synchronised,
    element_count: { computed: sql`${elementCount}::int`, cast: 'int8' },
    created_at: g.createdAt,
  },
  labels: { factory: sql`f.name`, regulation: sql`r.name` },
  hookColumns: [g.companyId],
  scope: (ctx, allowed) => sql`(g.factory_id = ANY(${intArr(allowed.factories)}) AND g.regulation_id = ANY(${intArr(ctx.regulations)}))`,
  owner: { company: sql`g.company_id`, factory: sql`g.factory_id`, regulation: sql`g.regulation_id` },
  hooks: {
    beforeWrite: beforeGroupWrite,
    // Its elements stay, out of any group.
    deleteDependents: async (tx, ids) => ({ grouped_elements: await countOf(tx, sql`SELECT count(*)::int AS n FROM elements WHERE group_id IN (${ids})`) }),
  },
});
