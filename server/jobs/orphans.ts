// Jobs whose instance died, handed back at once instead of at pg-boss's expiry (an hour for bulk
// jobs, two for exports). A job is orphaned when pg-boss has it active, its run is marked running,
// and no session holds its liveness lock (liveness.ts): the process that held it is gone.
// It goes back to pg-boss's `retry` state with no delay (the crash was not the job's fault), or
// to `failed` after its last attempt, as pg-boss's own expiry would; job_runs follows
// (reconcileRuns). A bulk job then resumes from its checkpoint.
import { JOB_LOCK_CLASS } from './liveness';
import { reconcileRuns, type Queryable } from './runs';

export interface Orphan {
  id: string;
  name: string;
  state: 'retry' | 'failed';
}

/**
 * Hands back the orphaned jobs; returns them. `graceSeconds`: how long a freshly fetched job may
 * go without its lock (pg-boss fetched it; its worker takes the lock a moment later).
 */
export async function handBackOrphans(db: Queryable, bossSchema: string, graceSeconds: number): Promise<Orphan[]> {
  const { rows } = await db.query<Orphan>(
    `WITH orphan AS (
       SELECT j.id, j.name FROM ${bossSchema}.job j JOIN job_runs r ON r.id = j.id AND r.kind = j.name
       WHERE j.state = 'active' AND r.status IN ('queued', 'running')
         -- This attempt was marked running (after its lock was taken), or it was fetched long enough
         -- ago: an instance killed between fetching a job and marking its run running (run still
         -- 'queued', seen in the cluster run: tests/cluster/run.ts) left it too.
         AND ((r.status = 'running' AND r.updated_at >= j.started_on) OR j.started_on < now() - make_interval(secs => $2))
         AND NOT EXISTS (SELECT 1 FROM pg_locks l
           WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
             AND l.database = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())
             AND l.classid = $1::int::oid AND l.objid = hashtext(j.id::text)::oid)
       FOR UPDATE OF j SKIP LOCKED
     )
     UPDATE ${bossSchema}.job j SET
       state = (CASE WHEN j.retry_count < j.retry_limit THEN 'retry' ELSE 'failed' END)::${bossSchema}.job_state,
       start_after = CASE WHEN j.retry_count < j.retry_limit THEN now() ELSE j.start_after END,
       completed_on = CASE WHEN j.retry_count < j.retry_limit THEN NULL ELSE now() END,
       output = '{"value": {"message": "its instance died while running it"}}'::jsonb
     FROM orphan WHERE j.id = orphan.id AND j.name = orphan.name
     RETURNING j.id, j.name, j.state::text AS state`,
    [JOB_LOCK_CLASS, graceSeconds],
  );
  if (rows.length) await reconcileRuns(db, bossSchema);
  return rows;
}
