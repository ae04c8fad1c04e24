// Sites. Scope: the caller's site scope (which only holds sites of the caller's companies, see
// auth/context.ts). Regulations shown and written are limited to the caller's regulations.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { afterFactoryCreate, afterFactoryUpdate } from '../../domain/factories/ghost';
import { intArr, iso } from '../sql';
import type { ServerResource } from '../types';

// The buildings a caller sees: a user narrowed to some buildings of a site sees only those.
type Narrowing = Pick<RequestContext, 'buildings' | 'buildingSites'>;
const seenBuildings = (ctx: Narrowing) => buildingScope(ctx, sql`f.id`, sql`b.id`);
const realBuildings = (ctx: Narrowing) =>
  sql`(SELECT count(*) FROM buildings b WHERE b.factory_id = f.id AND NOT b.is_ghost AND ${seenBuildings(ctx)})`;

export const factories: ServerResource = {
  def: resources.factories,
  table: 'factories',
  alias: 'f',
  from: sql`factories f JOIN companies c ON c.id = f.company_id`,
  select: (ctx) => sql`
    f.id, f.name, f.company_id AS company, c.name AS company_name, ${iso(sql`f.created_at`)} AS created_at,
    (SELECT coalesce(array_agg(fr.regulation_id ORDER BY fr.regulation_id), '{}') FROM factory_regulations fr
      WHERE fr.factory_id = f.id AND fr.regulation_id = ANY(${intArr(ctx.regulations)})) AS regulations,
    (SELECT coalesce(json_agg(json_build_object('id', b.id, 'unique_id', b.unique_id, 'name', b.name, 'is_ghost', b.is_ghost)
      ORDER BY b.is_ghost, b.name, b.id), '[]') FROM buildings b WHERE b.factory_id = f.id AND ${seenBuildings(ctx)}) AS buildings,
    ${realBuildings(ctx)}::int AS building_count`,
  columns: {
    id: { expr: sql`f.id`, cast: 'int8' },
    name: { expr: sql`f.name`, cast: 'text' },
    company: { expr: sql`f.company_id`, cast: 'int8' },
    // Unscoped (every building) only where no caller is known; lists use the caller's count.
    building_count: { expr: realBuildings({ buildings: [], buildingSites: [] }), scoped: realBuildings, cast: 'int8' },
    created_at: { expr: sql`f.created_at`, cast: 'timestamptz' },
  },
  filters: {
    regulations: (ids) => sql`EXISTS (SELECT 1 FROM factory_regulations fr
      WHERE fr.factory_id = f.id AND fr.regulation_id = ANY(${intArr(ids as number[])}))`,
  },
  scope: (_ctx, allowed) => sql`f.id = ANY(${intArr(allowed.factories)})`,
  serialize: (r) => ({
    id: r.id,
    name: r.name,
    company: r.company,
    company_name: r.company_name,
    regulations: r.regulations,
    buildings: r.buildings,
    building_count: r.building_count,
    created_at: r.created_at,
  }),
  exportExpr: (ctx) => ({
    company: sql`c.name`,
    regulations: sql`(SELECT string_agg(rg.name, ', ' ORDER BY rg.name) FROM factory_regulations fr
      JOIN regulations rg ON rg.id = fr.regulation_id
      WHERE fr.factory_id = f.id AND fr.regulation_id = ANY(${intArr(ctx.regulations)}))`,
    building_count: sql`${realBuildings(ctx)}::int`,
  }),
  owner: { company: sql`f.company_id`, factory: sql`f.id` },
  write: {
    name: { kind: 'column', column: 'name' },
    company: { kind: 'column', column: 'company_id' },
    regulations: { kind: 'm2m', table: 'factory_regulations', ownKey: 'factory_id', otherKey: 'regulation_id' },
  },
  hooks: { afterCreate: afterFactoryCreate, afterUpdate: afterFactoryUpdate },
};
