// Demo history: the past two years (to yesterday) of daily snapshots per company, site and
// regulation, so /score shows a per-year evolution from the first day. The demo's elements get
// their stored conformity only after every area's demo rows (db/seed), so these past days are a
// plausible curve, not a recomputation: a slow improvement (about 66 → 88 over two years) with
// a seasonal wave, each site and regulation offset a little. Today's row is the job's.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { runnerOf } from '../voluntary-controls/demo';

export async function seedScoreHistory(client: pg.PoolClient): Promise<void> {
  await runnerOf(client).execute(sql`
    INSERT INTO conformity_score_history (company_id, day, factory_id, regulation_id, score, elements, non_compliant_elements,
      late_controls, open_controls, late_tasks, open_tasks, missing_documents, obligations)
    WITH g AS (SELECT e.company_id, e.factory_id, e.regulation_id, count(*)::int AS n FROM elements e
        GROUP BY GROUPING SETS ((e.company_id), (e.company_id, e.factory_id), (e.company_id, e.regulation_id))),
      d AS (SELECT x::date AS day, ((now() AT TIME ZONE 'Europe/Paris')::date - x::date) AS ago
        FROM generate_series((now() AT TIME ZONE 'Europe/Paris')::date - 730, (now() AT TIME ZONE 'Europe/Paris')::date - 1, interval '1 day') x),
      s AS (SELECT g.*, d.day, round(least(100, greatest(0, 88 - d.ago * 0.03
          + 3 * sin(d.ago / 58.0 + coalesce(g.factory_id, 0) + coalesce(g.regulation_id, 0))
          - (coalesce(g.factory_id, 0) % 5) - (coalesce(g.regulation_id, 0) % 3)))::numeric, 1)::real AS score
        FROM g CROSS JOIN d)
    SELECT s.company_id, s.day, s.factory_id, s.regulation_id, s.score, s.n,
      round(s.n * (100 - s.score) / 250)::int, round(s.n * (100 - s.score) / 100)::int, s.n * 2,
      round(s.n * (100 - s.score) / 300)::int, round(s.n / 4.0)::int, round(s.n * (100 - s.score) / 400)::int, s.n
    FROM s`);
}
