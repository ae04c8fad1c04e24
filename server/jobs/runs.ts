// The job_runs rows: what users see of a job. Every write but the first is guarded by the
// current status, so a late or repeated delivery never rewrites a finished run.
import type pg from 'pg';
import type { JobOwner, JobStatus } from './types';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.ClientBase, 'query'>;

export const FAILED_KEY = 'jobs.errors.failed';

export interface JobRun {
  id: string;
  kind: string;
  status: JobStatus;
  progress: number;
  result: Record<string, unknown> | null;
  errorKey: string | null;
  errorParams: Record<string, string | number> | null;
  attempts: number;
  createdAt: Date;
  finishedAt: Date | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertRun(db: Queryable, id: string, kind: string, params: object, owner: JobOwner): Promise<void> {
  await db.query(
    `INSERT INTO job_runs (id, kind, user_id, company_id, params) VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [id, kind, owner.userId ?? null, owner.companyId ?? null, json(params) ?? '{}'],
  );
}

/**
 * Marks an attempt started (attempts + 1). Scheduled jobs have no row yet: it is created here.
 * Returns false when the run is already finished (a redelivery after its result was saved).
 */
export async function startRun(db: Queryable, id: string, kind: string, params: unknown): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO job_runs (id, kind, params, status, attempts) VALUES ($1, $2, COALESCE($3::jsonb, '{}'), 'running', 1)
     ON CONFLICT (id) DO UPDATE SET status = 'running', attempts = job_runs.attempts + 1, updated_at = now()
       WHERE job_runs.status IN ('queued', 'running')`,
    [id, kind, json(params)],
  );
  return rowCount === 1;
}

export async function setProgress(db: Queryable, id: string, progress: number): Promise<void> {
  await db.query(`UPDATE job_runs SET progress = $2, updated_at = now() WHERE id = $1 AND status = 'running'`, [id, progress]);
}

export async function finishRun(db: Queryable, id: string, result: unknown): Promise<void> {
  await db.query(
    `UPDATE job_runs SET status = 'done', progress = 100, result = $2::jsonb, error_key = NULL, error_params = NULL,
       finished_at = now(), updated_at = now()
     WHERE id = $1 AND status = 'running'`,
    [id, json(result)],
  );
}

export async function failRun(db: Queryable, id: string, key: string, params: Record<string, string | number>): Promise<void> {
  await db.query(
    `UPDATE job_runs SET status = 'failed', error_key = $2, error_params = $3::jsonb, finished_at = now(), updated_at = now()
     WHERE id = $1 AND status IN ('queued', 'running')`,
    [id, key, json(params)],
  );
}

/** Back to queued while pg-boss waits to retry it. */
export async function requeueRun(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE job_runs SET status = 'queued', updated_at = now() WHERE id = $1 AND status = 'running'`, [id]);
}

/**
 * Runs whose worker died are only seen by pg-boss (expired by its maintenance): mirror its verdict
 * (retry → queued, failed after the last attempt → failed with the generic message).
 */
export async function reconcileRuns(db: Queryable, bossSchema: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE job_runs r SET
       status = (CASE WHEN j.state = 'failed' THEN 'failed' ELSE 'queued' END)::job_status,
       error_key = CASE WHEN j.state = 'failed' THEN $1 ELSE r.error_key END,
       error_params = CASE WHEN j.state = 'failed' THEN '{}'::jsonb ELSE r.error_params END,
       finished_at = CASE WHEN j.state = 'failed' THEN now() ELSE r.finished_at END,
       updated_at = now()
     FROM ${bossSchema}.job j
     WHERE j.id = r.id AND j.name = r.kind
       AND ((j.state = 'failed' AND r.status IN ('queued', 'running')) OR (j.state = 'retry' AND r.status = 'running'))`,
    [FAILED_KEY],
  );
  return rowCount ?? 0;
}

/** The run as its owner sees it (null: no such run, or someone else's). */
export async function getRun(db: Queryable, id: string, userId: number): Promise<JobRun | null> {
  const { rows } = await db.query<JobRun>(
    `SELECT id, kind, status, progress, result, error_key AS "errorKey", error_params AS "errorParams", attempts,
       created_at AS "createdAt", finished_at AS "finishedAt"
     FROM job_runs WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** Rows deleted per pass: a first pass on a long-lived installation stays a short statement. */
const PRUNE_BATCH = 10_000;

/**
 * Deletes the history of runs finished more than `days` ago (the every-minute scans alone add
 * ~1,440 a day each). An e-mailed export's run stays until its file is purged (exports/cleanup.ts
 * reads its key). Returns how many went.
 */
export async function pruneRuns(db: Queryable, days: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM job_runs WHERE id IN (
       SELECT id FROM job_runs
       WHERE status IN ('done', 'failed') AND finished_at < now() - make_interval(days => $1)
         AND NOT coalesce(result ? 'key' AND NOT result ? 'purged', false)
       LIMIT ${PRUNE_BATCH})`,
    [days],
  );
  return rowCount ?? 0;
}
