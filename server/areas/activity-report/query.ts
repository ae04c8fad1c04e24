// The activity report's numbers, limited to the caller's sites and regulations: the past months
// from the monthly aggregates (activity_monthly, aggregate.ts), the current month counted live,
// each series an indexed range on its date column (controls.completed_date, tasks.created_at /
// updated_at, documents.created_at, express_reports.validation_date). Interventions (few) are
// always live: their regulations are many per row. A user narrowed to some buildings gets the
// live counts over the whole period (the aggregates know no building).
// Documents count once per site they are filed under (and once when they have none), in the
// months as on the sites. EXPLAIN and timings at 1M elements: tests/bench/results/activity.md.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { activityReportSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { intArr, rows, type Runner } from '../../crud/sql';
import { parisDay } from '../elements/conformity';
import { periodRange, type ActivityPeriod } from './period';

/** `companies`: the names of the companies of the sites covered (the PDF's header says whose report it is). */
export type ActivityReport = z.infer<typeof activityReportSchema> & { sites: { factory: number; label: string }[]; companies: string[] };
export const SERIES = ['controls_done', 'interventions', 'tasks_opened', 'tasks_closed', 'documents_added', 'express_reports_processed'] as const;
type SeriesKey = (typeof SERIES)[number];

// A timestamptz column's Paris month, and the bounds of a date range as Paris instants (so the
// range stays a plain index range on the column).
const parisMonth = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'Europe/Paris', 'YYYY-MM')`;
const parisFrom = (day: string) => sql`(${day}::timestamp AT TIME ZONE 'Europe/Paris')`;

/**
 * One statement: (series, month, site, count) rows over [start, end); the months before `liveFrom`
 * from the aggregates, the others live.
 */
export function activitySql(ctx: RequestContext, factories: number[], start: string, end: string, liveFrom: string): SQL {
  const f = intArr(factories);
  const regs = intArr(ctx.regulations);
  const allSites = factories.length === ctx.factories.length;
  const liveStart = liveFrom > start ? liveFrom : start;
  const ts = (col: SQL) => sql`${col} >= ${parisFrom(liveStart)} AND ${col} < ${parisFrom(end)}`;
  return sql`
    SELECT am.kind AS key, to_char(am.month, 'YYYY-MM') AS month, am.factory_id AS factory, sum(am.n)::int AS n
      FROM activity_monthly am
     WHERE am.company_id = ANY(${intArr(ctx.companies)}) AND am.month >= ${start}::date AND am.month < ${liveStart}::date
       AND (am.factory_id = ANY(${f}) OR (am.factory_id IS NULL AND ${allSites}))
       AND (am.regulation_id IS NULL OR am.regulation_id = ANY(${regs}))
     GROUP BY 1, 2, 3
    UNION ALL
    SELECT 'controls_done', to_char(k.completed_date, 'YYYY-MM'), k.factory_id, count(*)::int
      FROM controls k
     WHERE k.status = 'finished' AND k.completed_date >= ${liveStart}::date AND k.completed_date < ${end}::date
       AND k.factory_id = ANY(${f}) AND k.regulation_id = ANY(${regs}) AND ${buildingScope(ctx, sql`k.factory_id`, sql`k.building_id`)}
     GROUP BY 2, 3
    UNION ALL
    SELECT 'interventions', to_char(iv.completed_date, 'YYYY-MM'), iv.factory_id, count(*)::int
      FROM interventions iv
     WHERE iv.status = 'done' AND iv.completed_date >= ${start}::date AND iv.completed_date < ${end}::date AND iv.factory_id = ANY(${f})
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
    SELECT 'documents_added', ${parisMonth(sql`d.created_at`)}, s.factory_id, count(*)::int
      FROM documents d LEFT JOIN document_factories s ON s.document_id = d.id
     WHERE d.company_id = ANY(${intArr(ctx.companies)}) AND ${ts(sql`d.created_at`)}
       AND (d.regulation_id IS NULL OR d.regulation_id = ANY(${regs}))
       AND (s.factory_id = ANY(${f}) OR (s.factory_id IS NULL AND ${allSites}))
     GROUP BY 2, 3
    UNION ALL
    SELECT 'express_reports_processed', ${parisMonth(sql`er.validation_date`)}, er.factory_id, count(*)::int
      FROM express_reports er
     WHERE er.status = 'finished' AND ${ts(sql`er.validation_date`)} AND er.company_id = ANY(${intArr(ctx.companies)})
       AND (er.factory_id = ANY(${f}) OR (er.factory_id IS NULL AND ${allSites}))
       AND (er.regulation_id IS NULL OR er.regulation_id = ANY(${regs}))
     GROUP BY 2, 3`;
}

/** Where live counting starts: the current month, or the whole period for a building-narrowed user. */
export const liveFromOf = (ctx: RequestContext, start: string, today = parisDay()) =>
  (ctx.buildingSites.length ? start : `${today.slice(0, 7)}-01`);

/** The report of `period` over `factories` (already checked to be among the caller's). */
export async function activityReport(db: Runner, ctx: RequestContext, period: ActivityPeriod, factories: number[], today?: string, liveFrom?: string): Promise<ActivityReport> {
  const { months, start, end } = periodRange(period, today);
  const found = factories.length
    ? await rows<{ key: SeriesKey; month: string; factory: number | null; n: number }>(db, activitySql(ctx, factories, start, end, liveFrom ?? liveFromOf(ctx, start, today)))
    : [];
  const covered = factories.length
    ? await rows<{ factory: number; label: string; company: string }>(db, sql`SELECT f.id AS factory, f.name AS label, c.name AS company
        FROM factories f JOIN companies c ON c.id = f.company_id WHERE f.id = ANY(${intArr(factories)}) ORDER BY f.name, f.id`)
    : [];
  const sites = covered.map(({ factory, label }) => ({ factory, label }));
  const companies = [...new Set(covered.map((s) => s.company))].sort((a, b) => a.localeCompare(b, 'fr'));
  const monthIndex = new Map(months.map((m, i) => [m, i]));
  const series = SERIES.map((key) => {
    const perMonth = months.map(() => 0);
    const perSite = new Map<number, number>();
    for (const r of found) {
      const i = monthIndex.get(r.month);
      if (i === undefined) continue;
      if (r.key === key) perMonth[i] += r.n;
      if (r.key === key && r.factory !== null) perSite.set(r.factory, (perSite.get(r.factory) ?? 0) + r.n);
    }
    return { key, per_month: perMonth, per_site: sites.map((s) => ({ ...s, count: perSite.get(s.factory) ?? 0 })) };
  });
  return { period, months, series, sites, companies };
}
