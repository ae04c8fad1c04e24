// Buildings, scoped through their site. Ghost buildings ("the whole site") are protected.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { buildings as b } from '../../db/schema';

export const buildings = defineServerResource({
  def: resources.buildings,
  table: b,
  alias: 'b',
  joins: sql`JOIN factories f ON f.id = b.factory_id`,
  fields: {
    id: b.id, unique_id: b.uniqueId, name: b.name,
    // Sorting by site sorts by the site's name (what the user sees), then by id.
    factory: { column: b.factoryId, sortBy: { expr: sql`f.name`, cast: 'text' } },
    is_ghost: b.isGhost, created_at: b.createdAt,
  },
  labels: { factory: sql`f.name` },
  filters: { factory: (ids) => sql`b.factory_id = ANY(${intArr(ids as number[])})` },
  scope: (ctx, allowed) => sql`(b.factory_id = ANY(${intArr(allowed.factories)}) AND ${buildingScope(ctx, sql`b.factory_id`, sql`b.id`)})`,
  owner: { company: sql`f.company_id`, factory: sql`b.factory_id`, building: sql`b.id` },
  protectedRows: { where: sql`b.is_ghost`, message: 'api.errors.ghost_building_protected' },
});
