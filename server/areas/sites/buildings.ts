// Buildings, scoped through their site. Ghost buildings ("the whole site") are protected.
import { sql, type SQL } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr, rows, type Runner } from '../../crud/sql';
import type { RequestContext } from '../../auth/context';
import { forbidden } from '../../http/errors';
import { buildings as b } from './table';
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

/**
 * A user who sees a site through some of its buildings only must not see the whole site once the
 * last of those buildings is deleted (their building rows go with it, and no building row means
 * "every building"): that site leaves their scope. Losing access is safer than gaining it; an
 * administrator gives the site back if it was meant.
 */
async function keepNarrowScopesNarrow(tx: Runner, _ctx: RequestContext, where: SQL) {
  await tx.execute(sql`
    WITH gone AS (SELECT b.id, b.factory_id FROM buildings b JOIN factories f ON f.id = b.factory_id WHERE ${where}),
    lost AS (
      SELECT DISTINCT ub.user_id, g.factory_id FROM user_buildings ub JOIN gone g ON g.id = ub.building_id
      WHERE NOT EXISTS (SELECT 1 FROM user_buildings ub2 JOIN buildings b2 ON b2.id = ub2.building_id
        WHERE ub2.user_id = ub.user_id AND b2.factory_id = g.factory_id AND b2.id NOT IN (SELECT id FROM gone)))
    DELETE FROM user_factories uf USING lost WHERE uf.user_id = lost.user_id AND uf.factory_id = lost.factory_id`);
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
  hooks: { beforeWrite: startHasNoBuildings, deleteDependents: buildingDependents, onDelete: keepNarrowScopesNarrow },
});
