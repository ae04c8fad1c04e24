// Sites. Scope: the caller's site scope (which only holds sites of the caller's companies, see
// auth/context.ts). Regulations shown and written are limited to the caller's regulations.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { factories as f, factoryRegulations } from './table';
import { afterFactoryCreate, afterFactoryUpdate } from './ghost';
import { siteDeleteConfirmation, siteDependents } from './delete';

// The buildings a caller sees: a user narrowed to some buildings of a site sees only those.
type Narrowing = Pick<RequestContext, 'buildings' | 'buildingSites'>;
const seenBuildings = (ctx: Narrowing) => buildingScope(ctx, sql`f.id`, sql`b.id`);
const realBuildings = (ctx: Narrowing) =>
  sql`(SELECT count(*) FROM buildings b WHERE b.factory_id = f.id AND NOT b.is_ghost AND ${seenBuildings(ctx)})::int`;
const UNNARROWED: Narrowing = { buildings: [], buildingSites: [] };

export const factories = defineServerResource({
  def: resources.factories,
  table: f,
  alias: 'f',
  joins: sql`JOIN companies c ON c.id = f.company_id`,
  fields: {
    id: f.id, name: f.name, company: f.companyId,
    regulations: { m2m: { own: factoryRegulations.factoryId, other: factoryRegulations.regulationId } },
    buildings: { select: (ctx) => sql`(SELECT coalesce(json_agg(json_build_object('id', b.id, 'unique_id', b.unique_id, 'name', b.name,
      'is_ghost', b.is_ghost) ORDER BY b.is_ghost, b.name, b.id), '[]') FROM buildings b WHERE b.factory_id = f.id AND ${seenBuildings(ctx)})` },
    // Sorted, filtered and paged on the caller's own count: no cursor carries the real one.
    building_count: { computed: realBuildings(UNNARROWED), scoped: realBuildings, cast: 'int8' },
    created_at: f.createdAt,
  },
  labels: { company: sql`c.name` },
  scope: (_ctx, allowed) => sql`f.id = ANY(${intArr(allowed.factories)})`,
  owner: { company: sql`f.company_id`, factory: sql`f.id` },
  hooks: {
    afterCreate: afterFactoryCreate, afterUpdate: afterFactoryUpdate, deleteDependents: siteDependents, deleteConfirmation: siteDeleteConfirmation,
  },
});
