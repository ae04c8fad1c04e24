// The activity log (written by server/domain/activity). A row is visible to whoever may see its
// company and, when it belongs to a site, that site; once the site is deleted, its history
// stays readable by the company's users. A row of a building (elements, buildings) follows the
// building-level scope too (every writer stores the building: domain/activity/record.ts).
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { intArr, iso } from '../sql';
import type { ServerResource } from '../types';

export const activityLog: ServerResource = {
  def: resources['activity-log'],
  table: 'activity_log',
  alias: 'a',
  from: sql`activity_log a`,
  select: () => sql`a.id, ${iso(sql`a.created_at`)} AS created_at, a.user_id, a.user_label, a.action, a.object_type,
    a.object_id, a.object_label, a.company_id, a.factory_id, a.changes`,
  columns: {
    id: { expr: sql`a.id`, cast: 'int8' },
    created_at: { expr: sql`a.created_at`, cast: 'timestamptz' },
    user: { expr: sql`a.user_id`, cast: 'int8' },
    user_label: { expr: sql`a.user_label`, cast: 'text' },
    action: { expr: sql`a.action`, cast: 'text' },
    object_type: { expr: sql`a.object_type`, cast: 'text' },
    object_id: { expr: sql`a.object_id`, cast: 'int8' },
    object_label: { expr: sql`a.object_label`, cast: 'text' },
    company: { expr: sql`a.company_id`, cast: 'int8' },
    factory: { expr: sql`a.factory_id`, cast: 'int8' },
  },
  filters: {
    // Bounds are whole days, in UTC: created_before includes its day.
    created_after: (v) => sql`a.created_at >= ${String(v[0])}::date`,
    created_before: (v) => sql`a.created_at < ${String(v[0])}::date + 1`,
  },
  scope: (ctx, allowed) => sql`a.company_id = ANY(${intArr(allowed.companies)})
    AND (a.factory_id IS NULL OR a.factory_id = ANY(${intArr(allowed.factories)})
      OR NOT EXISTS (SELECT 1 FROM factories f WHERE f.id = a.factory_id))
    AND (${buildingScope(ctx, sql`a.factory_id`, sql`a.building_id`)} OR a.factory_id IS NULL
      -- A row of a site with no building is of the site itself; but a row of an element or a
      -- building without one is an old row whose writer forgot it: hidden where buildings narrow.
      OR (a.building_id IS NULL AND a.object_type NOT IN ('elements', 'buildings')))`,
  serialize: (r) => ({
    id: r.id,
    created_at: r.created_at,
    user: r.user_id,
    user_label: r.user_label,
    action: r.action,
    object_type: r.object_type,
    object_id: r.object_id,
    object_label: r.object_label,
    company: r.company_id,
    factory: r.factory_id,
    changes: r.changes,
  }),
  exportExpr: () => ({
    company: sql`(SELECT c.name FROM companies c WHERE c.id = a.company_id)`,
    factory: sql`(SELECT f.name FROM factories f WHERE f.id = a.factory_id)`,
    changes: sql`a.changes::text`,
  }),
  write: {},
};
