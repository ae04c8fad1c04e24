// Demo history: the past two years (to yesterday) of daily snapshots per company, site and
// regulation, so /score shows a per-year evolution from the first day. It runs last in the demo
// seed (demoLast), once the stored conformity is computed: today's snapshot is taken for real,
// and each of its rows gets a plausible past ending on it — a slow improvement (about 22 points
// over two years) with a seasonal wave, each site and regulation offset a little. So the current
// year's point equals the score cards, and the curve does not jump on the first daily job.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { clientRunner } from '../../crud/sql';
import { takeSnapshot } from './history';

export async function seedScoreHistory(client: pg.PoolClient): Promise<void> {
  const db = clientRunner(client);
  const { day } = await takeSnapshot(db);
  await db.execute(sql`
    INSERT INTO conformity_score_history (company_id, day, factory_id, regulation_id, score, elements, non_compliant_elements,
      late_controls, open_controls, late_tasks, open_tasks, missing_documents, obligations)
    WITH t AS (SELECT h.*, coalesce(h.factory_id, 0) + coalesce(h.regulation_id, 0) AS phase
        FROM conformity_score_history h WHERE h.day = ${day}::date),
      d AS (SELECT x::date AS day, (${day}::date - x::date) AS ago
        FROM generate_series(${day}::date - 730, ${day}::date - 1, interval '1 day') x),
      s AS (SELECT t.company_id, t.factory_id, t.regulation_id, t.elements AS n, d.day,
          round(least(100, greatest(0, t.score - d.ago * 0.03 + 3 * (sin(d.ago / 58.0 + t.phase) - sin(t.phase))))::numeric, 1)::real AS score
        FROM t CROSS JOIN d)
    SELECT s.company_id, s.day, s.factory_id, s.regulation_id, s.score, s.n,
      round(s.n * (100 - s.score) / 250)::int, round(s.n * (100 - s.score) / 100)::int, s.n * 2,
      round(s.n * (100 - s.score) / 300)::int, round(s.n / 4.0)::int, round(s.n * (100 - s.score) / 400)::int, s.n
    FROM s`);
}
