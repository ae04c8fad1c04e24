// Buildings, scoped through their site. Ghost buildings ("the whole site") are protected.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { intArr, iso } from '../sql';
import type { ServerResource } from '../types';

export const buildings: ServerResource = {
  def: resources.buildings,
  table: 'buildings',
  alias: 'b',
  from: sql`buildings b JOIN factories f ON f.id = b.factory_id`,
  select: () => sql`b.id, b.unique_id, b.name, b.factory_id AS factory, f.name AS factory_name, b.is_ghost,
    ${iso(sql`b.created_at`)} AS created_at`,
  columns: {
    id: { expr: sql`b.id`, cast: 'int8' },
    unique_id: { expr: sql`b.unique_id`, cast: 'uuid' },
    name: { expr: sql`b.name`, cast: 'text' },
    // Sorting by site sorts by the site's name (what the user sees), then by id.
    factory: { expr: sql`f.name`, cast: 'text' },
    is_ghost: { expr: sql`b.is_ghost`, cast: 'bool' },
    created_at: { expr: sql`b.created_at`, cast: 'timestamptz' },
  },
  filters: {
    factory: (ids) => sql`b.factory_id = ANY(${intArr(ids as number[])})`,
  },
  scope: (ctx, allowed) => sql`(b.factory_id = ANY(${intArr(allowed.factories)}) AND ${buildingScope(ctx, sql`b.factory_id`, sql`b.id`)})`,
  serialize: (r) => ({
    id: r.id,
    unique_id: r.unique_id,
    name: r.name,
    factory: r.factory,
    factory_name: r.factory_name,
    is_ghost: r.is_ghost,
    created_at: r.created_at,
  }),
  exportExpr: () => ({ factory: sql`f.name` }),
  owner: { company: sql`f.company_id`, factory: sql`b.factory_id`, building: sql`b.id` },
  write: {
    name: { kind: 'column', column: 'name' },
    factory: { kind: 'column', column: 'factory_id' },
  },
  protectedRows: { where: sql`b.is_ghost`, message: 'api.errors.ghost_building_protected' },
};
