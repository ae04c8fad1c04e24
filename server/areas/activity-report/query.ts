// The activity report's numbers: one grouped count per series over the period, each an indexed
// range on its date column (controls.completed_date, interventions.end_date, tasks.created_at /
// updated_at, documents.created_at, express_reports.validation_date) limited to the caller's
// sites and regulations. EXPLAIN and timings at 1M elements: tests/bench/results/activity.md.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { activityReportSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { intArr, rows, type Runner } from '../../crud/sql';
import { periodRange, type ActivityPeriod } from './period';

export type ActivityReport = z.infer<typeof activityReportSchema> & { sites: { factory: number; label: string }[] };
export const SERIES = ['controls_done', 'interventions', 'tasks_opened', 'tasks_closed', 'documents_added', 'express_reports_processed'] as const;
type SeriesKey = (typeof SERIES)[number];

// A timestamptz column's Paris month, and the bounds of a date range as Paris instants (so the
// range stays a plain index range on the column).
const parisMonth = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'Europe/Paris', 'YYYY-MM')`;
const parisFrom = (day: string) => sql`(${day}::timestamp AT TIME ZONE 'Europe/Paris')`;

/**
 * One statement: (series, month, site, count) rows. Documents count once per linked site (a document
 * without site: factory null, counted in the months only); the months' totals count each document once.
 */
export function activitySql(ctx: RequestContext, factories: number[], start: string, end: string): SQL {
  const f = intArr(factories);
  const regs = intArr(ctx.regulations);
  const ts = (col: SQL) => sql`${col} >= ${parisFrom(start)} AND ${col} < ${parisFrom(end)}`;
  return sql`
    SELECT 'controls_done' AS key, to_char(k.completed_date, 'YYYY-MM') AS month, k.factory_id AS factory, count(*)::int AS n
      FROM controls k
     WHERE k.status = 'finished' AND k.completed_date >= ${start}::date AND k.completed_date < ${end}::date
       AND k.factory_id = ANY(${f}) AND k.regulation_id = ANY(${regs}) AND ${buildingScope(ctx, sql`k.factory_id`, sql`k.building_id`)}
     GROUP BY 2, 3
    UNION ALL
    SELECT 'interventions', to_char(iv.end_date, 'YYYY-MM'), iv.factory_id, count(*)::int
      FROM interventions iv
     WHERE iv.status = 'done' AND iv.end_date >= ${start}::date AND iv.end_date < ${end}::date AND iv.factory_id = ANY(${f})
       AND (NOT EXISTS (SELECT 1 FROM intervention_regulations ir WHERE ir.intervention_id = iv.id)
         OR EXISTS (SELECT 1 FROM intervention_regulations ir WHERE ir.intervention_id = iv.id AND ir.regulation_id = ANY(${regs})))
     GROUP BY 2, 3
    UNION ALL
    SELECT 'tasks_opened', ${parisMonth(sql`t.created_at`)}, t.factory_id, count(*)::int
      FROM tasks t
     WHERE ${ts(sql`t.created_at`)} AND t.factory_id = ANY(${f}) AND t.regulation_id = ANY(${regs})
       AND ${buildingScope(ctx, sql`t.factory_id`, sql`t.building_id`)}
     GROUP BY 2, 3
    UNION ALL
    SELECT 'tasks_closed', ${parisMonth(sql`t.updated_at`)}, t.factory_id, count(*)::int
      FROM tasks t
     WHERE t.status IN ('done', 'no_followup') AND ${ts(sql`t.updated_at`)} AND t.factory_id = ANY(${f})
       AND t.regulation_id = ANY(${regs}) AND ${buildingScope(ctx, sql`t.factory_id`, sql`t.building_id`)}
     GROUP BY 2, 3
    UNION ALL
    -- One pass over the documents with their sites: per (month, site), and per month each document once.
    SELECT CASE WHEN GROUPING(s.factory_id) = 1 THEN 'documents_total' ELSE 'documents_added' END, ${parisMonth(sql`d.created_at`)},
           s.factory_id, count(DISTINCT d.id)::int
      FROM documents d LEFT JOIN document_factories s ON s.document_id = d.id
     WHERE d.company_id = ANY(${intArr(ctx.companies)}) AND ${ts(sql`d.created_at`)}
       AND (d.regulation_id IS NULL OR d.regulation_id = ANY(${regs}))
       AND (s.factory_id = ANY(${f}) OR (s.factory_id IS NULL AND ${factories.length === ctx.factories.length}))
     GROUP BY GROUPING SETS ((${parisMonth(sql`d.created_at`)}, s.factory_id), (${parisMonth(sql`d.created_at`)}))
    UNION ALL
    SELECT 'express_reports_processed', ${parisMonth(sql`er.validation_date`)}, er.factory_id, count(*)::int
      FROM express_reports er
     WHERE er.status = 'finished' AND ${ts(sql`er.validation_date`)} AND er.company_id = ANY(${intArr(ctx.companies)})
       AND (er.factory_id = ANY(${f}) OR (er.factory_id IS NULL AND ${factories.length === ctx.factories.length}))
       AND (er.regulation_id IS NULL OR er.regulation_id = ANY(${regs}))
     GROUP BY 2, 3`;
}

/** The report of `period` over `factories` (already checked to be among the caller's). */
export async function activityReport(db: Runner, ctx: RequestContext, period: ActivityPeriod, factories: number[], today?: string): Promise<ActivityReport> {
  const { months, start, end } = periodRange(period, today);
  const found = factories.length
    ? await rows<{ key: SeriesKey | 'documents_total'; month: string; factory: number | null; n: number }>(db, activitySql(ctx, factories, start, end))
    : [];
  const sites = factories.length
    ? await rows<{ factory: number; label: string }>(db, sql`SELECT id AS factory, name AS label FROM factories WHERE id = ANY(${intArr(factories)}) ORDER BY name, id`)
    : [];
  const monthIndex = new Map(months.map((m, i) => [m, i]));
  const series = SERIES.map((key) => {
    const perMonth = months.map(() => 0);
    const perSite = new Map<number, number>();
    const monthKey = key === 'documents_added' ? 'documents_total' : key;
    for (const r of found) {
      const i = monthIndex.get(r.month);
      if (i === undefined) continue;
      if (r.key === monthKey) perMonth[i] += r.n;
      if (r.key === key && r.factory !== null) perSite.set(r.factory, (perSite.get(r.factory) ?? 0) + r.n);
    }
    return { key, per_month: perMonth, per_site: sites.map((s) => ({ ...s, count: perSite.get(s.factory) ?? 0 })) };
  });
  return { period, months, series, sites };
}
