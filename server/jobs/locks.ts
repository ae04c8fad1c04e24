// Locked objects (spec §4): rows a running job is changing (a bulk job, an import being applied,
// an express report being validated) are read-only for everyone else while it runs. A lock is
// one job_locks row per job and batch of ids (an int array): a 100k-row bulk job stores one row,
// and "is this row locked" is a GIN probe (`ids @> ARRAY[id]`), cheap enough to run per row of a
// listed page. Never left behind: the job runner deletes a job's locks in its finally
// (run-job.ts), and the sweep (at start, then with the orphan sweep) deletes those of jobs that
// no longer run or whose instance died (no live liveness lock: liveness.ts).
import { sql, type SQL } from 'drizzle-orm';
import { DetailError } from '../http/errors';
import { hasKey, t, type Locale } from '../http/i18n';
import { JOB_LOCK_CLASS } from './liveness';
import type { Queryable } from './runs';

export interface JobLock {
  id: string;
  kind: string;
}

/** Locks `ids` of `table` for the job (committed at once by the caller's runner: pool or client). */
export async function lockRows(db: Queryable, job: JobLock, table: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.query('INSERT INTO job_locks (job_id, kind, table_name, ids) VALUES ($1, $2, $3, $4::int[])', [job.id, job.kind, table, ids]);
}

export async function releaseLocks(db: Queryable, jobId: string): Promise<void> {
  await db.query('DELETE FROM job_locks WHERE job_id = $1', [jobId]);
}

/** Deletes the locks of jobs not running, or running on a dead instance; returns how many went. */
export async function sweepLocks(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM job_locks l WHERE NOT EXISTS (SELECT 1 FROM job_runs r WHERE r.id = l.job_id AND r.status = 'running')
       OR NOT EXISTS (SELECT 1 FROM pg_locks p
         WHERE p.locktype = 'advisory' AND p.granted AND p.objsubid = 2
           AND p.database = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())
           AND p.classid = $1::int::oid AND p.objid = hashtext(l.job_id::text)::oid)`,
    [JOB_LOCK_CLASS],
  );
  return rowCount ?? 0;
}

/**
 * The job holding row `idExpr` of `table` ({ id, kind } as JSON, or NULL), other than `exceptJob`
 * (a job's own writes pass its own locks).
 */
export function lockOf(table: string, idExpr: SQL, exceptJob?: string | null): SQL {
  // job_lock_of (migration 0037) always probes the GIN index; an inline subquery was planned as a
  // sequential scan, reading a 100k-id lock once per row: a page of 100 elements took 78 ms (14 without
  // a lock); with the function 47 ms (31 without, same busy machine).
  // Most of the time no job locks anything: one probe of the table per query (an initplan), no call per row.
  return sql`(CASE WHEN EXISTS (SELECT 1 FROM job_locks) THEN job_lock_of(${table}, (${idExpr})::int, ${exceptJob ?? null}::uuid) END)`;
}

/** The first lock held on a row of `ids` (an SQL list of ids) by a job other than `exceptJob`, set-based. */
export function lockAmong(table: string, ids: SQL, exceptJob?: string | null): SQL {
  return sql`(SELECT jsonb_build_object('id', l.job_id, 'kind', l.kind) FROM job_locks l
    WHERE l.table_name = ${table} AND l.ids && ARRAY(${ids})::int[]${exceptJob ? sql` AND l.job_id <> ${exceptJob}::uuid` : sql``} LIMIT 1)`;
}

/** The 409 answered to a write on a locked row, naming the job (its kind, translated, and id). */
class LockedError extends DetailError {
  constructor(readonly lock: JobLock) {
    super(409, { key: 'api.errors.job_locked' }, { code: 'locked', job: lock.id });
  }
  body(locale: Locale) {
    const kind = hasKey(locale, `jobs.kinds.${this.lock.kind}`) ? t(locale, `jobs.kinds.${this.lock.kind}`) : this.lock.kind;
    return { detail: t(locale, this.msg.key, { job: kind, id: this.lock.id.slice(0, 8) }), ...this.extra };
  }
}

export const lockedError = (lock: JobLock): DetailError => new LockedError(lock);
