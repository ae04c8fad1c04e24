// Buildings, scoped through their site. Ghost buildings ("the whole site") are protected.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr, rows, type Runner } from '../../crud/sql';
import type { RequestContext } from '../../auth/context';
import { forbidden } from '../../http/errors';
import { buildings as b } from '../../db/schema';
import { buildingDependents } from './delete';

/**
 * Buildings are a pro promise (spec §1): on the start plan a site has only its own (ghost)
 * building, so creating one is a 403 tier_required (the console shows the upgrade offer). A site
 * out of scope is left to the reference check (400), so nothing tells hidden sites apart.
 */
async function startHasNoBuildings(tx: Runner, ctx: RequestContext, body: Record<string, unknown>, row: unknown) {
  if (row !== null || !ctx.factories.includes(body.factory as number)) return undefined;
  const [site] = await rows<{ tier: string }>(tx, sql`SELECT c.tier FROM factories f JOIN companies c ON c.id = f.company_id WHERE f.id = ${body.factory as number}`);
  if (site?.tier === 'start') throw forbidden('tier_required', { tier: 'pro' });
  return undefined;
}

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
  hooks: { beforeWrite: startHasNoBuildings, deleteDependents: buildingDependents },
});
