// Active elements per month (element_consumption): a month is written once it is over, by the
// monthly job (the 1st at 00:20 Europe/Paris) from the elements as they stand then; the CURRENT
// month is never stored but read from the live counts (element_counts, table.ts). A retried or
// late run rewrites the same month (upsert): idempotent.
import { sql } from 'drizzle-orm';
import type { Runner } from '../../crud/sql';
import type { AppDeps } from '../../http/deps';

export const CONSUMPTION_JOB = 'consumption-monthly';
export const CONSUMPTION_CRON = '20 0 1 * *';

/** The live count of active elements: (company, site, element type, regulation) → n (table.ts). */
export const liveElementCounts = sql`
  SELECT c.company_id, c.factory_id, c.element_type_id, c.regulation_id, c.n AS active_elements
    FROM element_counts c WHERE c.n <> 0`;

/** Stores `month` (YYYY-MM-01) from the elements as they stand now; returns the rows written. */
export async function snapshotMonth(db: Runner, month: string): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO element_consumption (company_id, month, factory_id, element_type_id, regulation_id, active_elements)
    SELECT c.company_id, ${month}::date, c.factory_id, c.element_type_id, c.regulation_id, c.active_elements FROM (${liveElementCounts}) c
    ON CONFLICT ON CONSTRAINT element_consumption_key DO UPDATE SET active_elements = EXCLUDED.active_elements`);
  return result.rowCount ?? 0;
}

/** The month just over, as the job sees it in Paris (YYYY-MM-01). */
export const previousMonthSql = sql`(date_trunc('month', (now() AT TIME ZONE 'Europe/Paris')::date) - interval '1 month')::date`;

export async function registerConsumptionJob(deps: AppDeps): Promise<void> {
  await deps.jobs.work(CONSUMPTION_JOB, async () => {
    const [{ month }] = (await deps.db.execute(sql`SELECT to_char(${previousMonthSql}, 'YYYY-MM-DD') AS month`)).rows as { month: string }[];
    return { month, rows: await snapshotMonth(deps.db, month) };
  });
  await deps.jobs.schedule(CONSUMPTION_JOB, CONSUMPTION_CRON, {}, { tz: 'Europe/Paris' });
}
