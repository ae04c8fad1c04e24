// The main dashboard's stored counters: controls (planned, due within 30 days, late, late and
// blocking) and elements (non-compliant, to discard) per site, regulation and building, kept by
// the database's statement triggers on `controls` and `elements` (migration 0018: every write
// path, the engine's, bulk SQL, jobs, imports), so a cycle's number is a SUM over at most sites ×
// regulations × buildings rows instead of a count over a million. The date-based keys hold for the
// day they were counted on (dashboard_counter_state): the hourly job recounts them when the day
// has changed, and until then (or if it has not run) the cycles count live. A counter's key is
// the cycle item's key; its scope is the resource's own (its SQL reads only factory_id,
// regulation_id and building_id, which the counters have under the resource's alias).
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { scopeOf } from '../../crud/rows';
import { rows, type Runner } from '../../crud/sql';
import type { ServerResource } from '../../crud/types';

export const STORED_KEYS = new Set(['controls_planned', 'controls_next_30_days', 'controls_late', 'controls_late_blocking',
  'elements_non_compliant', 'elements_to_discard']);
export const COUNTERS_JOB = 'dashboard-counters-day';
/** Hourly: the recorded database day and the business day (Europe/Paris) change at different hours. */
export const COUNTERS_CRON = '1 * * * *';

const FRESH = sql`(SELECT s.day_db = CURRENT_DATE AND s.day_paris = (now() AT TIME ZONE 'Europe/Paris')::date
  FROM dashboard_counter_state s WHERE s.id = 1)`;

/** The stored count of `key` in the caller's scope of `res`; null when the counters are of another day. */
export async function storedCount(db: Runner, ctx: RequestContext, res: ServerResource, key: string): Promise<number | null> {
  const [r] = await rows<{ fresh: boolean | null; n: number }>(db, sql`SELECT ${FRESH} AS fresh,
    (SELECT coalesce(sum(${sql.identifier(res.alias)}.n), 0)::int FROM dashboard_counters ${sql.identifier(res.alias)}
      WHERE ${sql.identifier(res.alias)}.key = ${key} AND ${scopeOf(res, ctx)}) AS n`);
  return r.fresh ? r.n : null;
}

/** Recounts when the day has changed (or never was counted). Returns whether it did. */
export async function refreshCounters(db: Runner): Promise<boolean> {
  const [r] = await rows<{ fresh: boolean | null }>(db, sql`SELECT ${FRESH} AS fresh`);
  if (r?.fresh) return false;
  await db.execute(sql`SELECT dashboard_recount()`);
  return true;
}
