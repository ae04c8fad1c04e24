// Groups of elements. Scope like elements: the caller's sites and regulations.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { beforeGroupWrite } from '../../domain/elements/groups';
import { intArr, iso } from '../sql';
import type { ServerResource } from '../types';

const elementCount = sql`(SELECT count(*) FROM elements e WHERE e.group_id = g.id)`;

export const groups: ServerResource = {
  def: resources.groups,
  table: 'element_groups',
  alias: 'g',
  from: sql`element_groups g JOIN factories f ON f.id = g.factory_id JOIN regulations r ON r.id = g.regulation_id`,
  select: () => sql`g.id, g.name, g.factory_id AS factory, f.name AS factory_name, g.regulation_id AS regulation,
    r.name AS regulation_name, g.synchronised, ${elementCount}::int AS element_count, ${iso(sql`g.created_at`)} AS created_at`,
  columns: {
    id: { expr: sql`g.id`, cast: 'int8' },
    name: { expr: sql`g.name`, cast: 'text' },
    factory: { expr: sql`g.factory_id`, cast: 'int8' },
    regulation: { expr: sql`g.regulation_id`, cast: 'int8' },
    synchronised: { expr: sql`g.synchronised`, cast: 'bool' },
    element_count: { expr: elementCount, cast: 'int8' },
    created_at: { expr: sql`g.created_at`, cast: 'timestamptz' },
  },
  scope: (ctx, allowed) => sql`(g.factory_id = ANY(${intArr(allowed.factories)}) AND g.regulation_id = ANY(${intArr(ctx.regulations)}))`,
  serialize: (r) => ({ ...r }),
  exportExpr: () => ({ factory: sql`f.name`, regulation: sql`r.name`, element_count: sql`${elementCount}::int` }),
  owner: { company: sql`g.company_id`, factory: sql`g.factory_id` },
  write: {
    name: { kind: 'column', column: 'name' },
    factory: { kind: 'column', column: 'factory_id' },
    regulation: { kind: 'column', column: 'regulation_id' },
    synchronised: { kind: 'column', column: 'synchronised' },
    company_id: { kind: 'column', column: 'company_id' },
  },
  hooks: { beforeWrite: beforeGroupWrite },
};
