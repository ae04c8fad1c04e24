// The conformity score history: a daily snapshot per company, per site and per regulation
// (conformity_score_history), written by the scheduled job at 00:15 Europe/Paris. The day is the
// business day when the job runs; re-running it rewrites that day (idempotent); days missed
// since the last snapshot (the instance was down) get today's values, the best known, without
// overwriting any stored day. GET /dashboard/conformity/history/ reads it: per year, the last
// stored day of the year, the sites' scores weighted by their elements.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { intArr, rows, type Runner } from '../../crud/sql';
import { refreshScore } from './findings';

export const HISTORY_JOB = 'conformity-score-daily';
export const HISTORY_CRON = '15 0 * * *';
export const HISTORY_TZ = 'Europe/Paris';
/** How far back missed days are filled. */
const CATCH_UP_DAYS = 31;
const PARIS_TODAY = sql`(now() AT TIME ZONE 'Europe/Paris')::date`;

const COLUMNS = sql`company_id, day, factory_id, regulation_id, score, elements, non_compliant_elements, late_controls,
  open_controls, late_tasks, open_tasks, missing_documents, obligations`;

/** The snapshot rows for `day` from the stored score (findings.ts): company, site and regulation rows. */
export const snapshotSelect = (day: SQL): SQL => sql`SELECT s.company_id, ${day} AS day, s.factory_id, s.regulation_id,
    round((sum(s.score_sum)::numeric / sum(s.elements)), 1)::real AS score, sum(s.elements)::int AS elements,
    sum(s.non_compliant)::int AS non_compliant_elements, sum(s.late_controls)::int AS late_controls,
    sum(s.open_controls)::int AS open_controls, sum(s.late_tasks)::int AS late_tasks, sum(s.open_tasks)::int AS open_tasks,
    sum(s.missing_documents)::int AS missing_documents, sum(s.obligations)::int AS obligations
  FROM score_counters s WHERE s.elements > 0
  GROUP BY GROUPING SETS ((s.company_id), (s.company_id, s.factory_id), (s.company_id, s.regulation_id))`;

/** Today's snapshot (rewritten) and the missed days before it (filled, never overwritten). */
export async function takeSnapshot(db: Runner): Promise<{ day: string; rows: number; filled: number }> {
  await refreshScore(db);
  const [{ day }] = await rows<{ day: string }>(db, sql`SELECT ${PARIS_TODAY}::text AS day`);
  const written = await rows(db, sql`INSERT INTO conformity_score_history (${COLUMNS})
    ${snapshotSelect(sql`${day}::date`)}
    ON CONFLICT ON CONSTRAINT conformity_score_history_key DO UPDATE SET score = excluded.score, elements = excluded.elements,
      non_compliant_elements = excluded.non_compliant_elements, late_controls = excluded.late_controls,
      open_controls = excluded.open_controls, late_tasks = excluded.late_tasks, open_tasks = excluded.open_tasks,
      missing_documents = excluded.missing_documents, obligations = excluded.obligations
    RETURNING 1`);
  const filled = await rows(db, sql`WITH last AS (SELECT company_id, max(day) AS day FROM conformity_score_history
      WHERE day < ${day}::date GROUP BY company_id)
    INSERT INTO conformity_score_history (${COLUMNS})
    SELECT h.company_id, d::date, h.factory_id, h.regulation_id, h.score, h.elements, h.non_compliant_elements, h.late_controls,
      h.open_controls, h.late_tasks, h.open_tasks, h.missing_documents, h.obligations
    FROM conformity_score_history h JOIN last ON last.company_id = h.company_id,
      generate_series(greatest(last.day + 1, ${day}::date - ${CATCH_UP_DAYS}::int)::timestamp, (${day}::date - 1)::timestamp,
        interval '1 day') d
    WHERE h.day = ${day}::date
    ON CONFLICT ON CONSTRAINT conformity_score_history_key DO NOTHING RETURNING 1`);
  return { day, rows: written.length, filled: filled.length };
}

/** Per year: the last stored day's site rows of the caller's sites, weighted by elements. */
export async function historyOf(db: Runner, ctx: RequestContext): Promise<{ years: { year: number; score: number | null }[] }> {
  const years = await rows<{ year: number; score: number | null }>(db, sql`
    WITH r AS (SELECT h.day, h.score, h.elements FROM conformity_score_history h
      WHERE h.company_id = ANY(${intArr(ctx.companies)}) AND h.factory_id = ANY(${intArr(ctx.factories)}) AND h.regulation_id IS NULL),
    last AS (SELECT extract(year FROM r.day)::int AS year, max(r.day) AS day FROM r GROUP BY 1)
    SELECT last.year, round((sum(r.score * r.elements) / nullif(sum(r.elements), 0))::numeric, 1)::float8 AS score
    FROM last JOIN r ON r.day = last.day GROUP BY last.year ORDER BY last.year`);
  return { years };
}
