// The activity log (written by the engine's activity service, server/crud/activity*.ts). A row is
// visible to whoever may see its company and, when it belongs to a site, that site; once the site
// is deleted, its history stays readable by the company's users. A row of a building (elements,
// buildings) follows the building-level scope too (every writer stores the building: the
// activity service requires it).
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope, wholeCompanies } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { actionText, changesText, describeEntries, objectTypeText } from '../../crud/activity-display';
import { intArr } from '../../crud/sql';
import type { ServerResource } from '../../crud/types';
import { activityLog as a } from './table';

const base = defineServerResource({
  def: resources['activity-log'],
  table: a,
  alias: 'a',
  fields: {
    id: a.id, created_at: a.createdAt, user: a.userId, user_label: a.userLabel, action: a.action, object_type: a.objectType,
    object_id: a.objectId, object_label: a.objectLabel, company: a.companyId, factory: a.factoryId, changes: a.changes,
    // Bounds are whole days, in UTC: created_before includes its day.
    created_after: { filter: (v) => sql`a.created_at >= ${String(v[0])}::date` },
    created_before: { filter: (v) => sql`a.created_at < ${String(v[0])}::date + 1` },
  },
  internal: [a.buildingId],
  scope: (ctx, allowed) => sql`a.company_id = ANY(${intArr(allowed.companies)})
    AND (a.factory_id IS NULL OR a.factory_id = ANY(${intArr(allowed.factories)})
      -- A deleted site's history: for those who held every site (they could see it), no one else.
      OR (a.company_id = ANY(${wholeCompanies(ctx, allowed)}) AND NOT EXISTS (SELECT 1 FROM factories f WHERE f.id = a.factory_id)))
    AND (${buildingScope(ctx, sql`a.factory_id`, sql`a.building_id`)} OR a.factory_id IS NULL
      -- A row of a site with no building is of the site itself; but a row of an element or a
      -- building without one is an old row whose writer forgot it: hidden where buildings narrow.
      OR (a.building_id IS NULL AND a.object_type NOT IN ('elements', 'buildings')))`,
  exportExpr: () => ({
    company: sql`(SELECT c.name FROM companies c WHERE c.id = a.company_id)`,
    factory: sql`(SELECT f.name FROM factories f WHERE f.id = a.factory_id)`,
    changes: sql`a.changes::text`,
  }),
});

/**
 * Rows as people read them: `changes_display` (field labels, statuses' labels, names of
 * references, DD/MM/YYYY) beside the raw `changes`; the export writes labels only.
 */
export const activityLog: ServerResource = {
  ...base,
  decorate: async (runner, ctx, rows) => {
    const lines = await describeEntries(runner, ctx, rows);
    rows.forEach((r, i) => { r.changes_display = lines[i]; });
  },
  decorateExport: async (runner, ctx, rows) => {
    const lines = await describeEntries(runner, ctx, rows);
    rows.forEach((r, i) => {
      r.changes = changesText(lines[i]);
      r.action = actionText(ctx.locale, String(r.action ?? ''));
      r.object_type = objectTypeText(ctx.locale, String(r.object_type ?? ''));
    });
  },
};
