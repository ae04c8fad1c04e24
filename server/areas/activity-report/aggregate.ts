// Keeps activity_monthly (table.ts): the past months' counts, rebuilt from the source rows for the
// months from `from` to the month before the current one (Europe/Paris), in one transaction.
// Run nightly (00:40 Paris) over the last 24 months, and by the demo seed. The rebuild IS the
// definition: tests/api/activity-report.test.ts compares the aggregates with the live counts.
import { sql } from 'drizzle-orm';
import type { Runner } from '../../crud/sql';
import type { AppDeps } from '../../http/deps';

export const ACTIVITY_AGGREGATE_JOB = 'activity-monthly';
export const ACTIVITY_AGGREGATE_CRON = '40 0 * * *';
/** Months kept: the report's periods reach 23 months back at most (last year, in December). */
export const AGGREGATE_MONTHS = 24;

const paris = (col: string) => sql.raw(`date_trunc('month', ${col} AT TIME ZONE 'Europe/Paris')::date`);

/** Rebuilds the months in [from, first day of the current month). `from`: YYYY-MM-01. */
export async function rebuildActivityMonthly(db: Runner, from: string): Promise<void> {
  const until = sql`date_trunc('month', (now() AT TIME ZONE 'Europe/Paris')::date)::date`;
  const range = (month: ReturnType<typeof paris> | ReturnType<typeof sql.raw>) => sql`${month} >= ${from}::date AND ${month} < ${until}`;
  const fromTs = sql`(${from}::timestamp AT TIME ZONE 'Europe/Paris')`;
  await db.execute(sql`DELETE FROM activity_monthly WHERE month >= ${from}::date`);
  await db.execute(sql`INSERT INTO activity_monthly (company_id, month, factory_id, regulation_id, kind, n)
    SELECT k.company_id, date_trunc('month', k.completed_date)::date, k.factory_id, k.regulation_id, 'controls_done', count(*)::int
      FROM controls k WHERE k.status = 'finished' AND k.completed_date >= ${from}::date AND k.completed_date < ${until}
     GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT t.company_id, ${paris('t.created_at')}, t.factory_id, t.regulation_id, 'tasks_opened', count(*)::int
      FROM tasks t WHERE t.created_at >= ${fromTs} AND ${range(paris('t.created_at'))} GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT t.company_id, ${paris('t.updated_at')}, t.factory_id, t.regulation_id, 'tasks_closed', count(*)::int
      FROM tasks t WHERE t.status IN ('done', 'no_followup') AND t.updated_at >= ${fromTs} AND ${range(paris('t.updated_at'))} GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT d.company_id, ${paris('d.created_at')}, s.factory_id, d.regulation_id, 'documents_added', count(*)::int
      FROM documents d LEFT JOIN document_factories s ON s.document_id = d.id
     WHERE d.created_at >= ${fromTs} AND ${range(paris('d.created_at'))} GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT er.company_id, ${paris('er.validation_date')}, er.factory_id, er.regulation_id, 'express_reports_processed', count(*)::int
      FROM express_reports er WHERE er.status = 'finished' AND er.validation_date >= ${fromTs} AND ${range(paris('er.validation_date'))}
     GROUP BY 1, 2, 3, 4`);
}

/** The first day of the month `back` months before the current one (Paris), YYYY-MM-01. */
export async function monthsBack(db: Runner, back: number): Promise<string> {
  const { rows } = await db.execute(sql`SELECT to_char(date_trunc('month', (now() AT TIME ZONE 'Europe/Paris')::date) - make_interval(months => ${back}), 'YYYY-MM-DD') AS m`);
  return (rows[0] as { m: string }).m;
}

export async function registerActivityAggregateJob(deps: AppDeps): Promise<void> {
  await deps.jobs.work(ACTIVITY_AGGREGATE_JOB, async () => {
    const from = await monthsBack(deps.db, AGGREGATE_MONTHS);
    await deps.db.transaction(async (tx) => rebuildActivityMonthly(tx, from));
    return { from };
  });
  await deps.jobs.schedule(ACTIVITY_AGGREGATE_JOB, ACTIVITY_AGGREGATE_CRON, {}, { tz: 'Europe/Paris' });
}
