// Which jobs this instance is running, as PostgreSQL itself sees it: while a job runs, the
// instance holds a session advisory lock named after the job on one connection of its own. A
// process that dies (kill -9, a lost machine) loses its connection, and PostgreSQL drops its locks
// at once: a running job whose lock nobody holds has a dead owner (orphans.ts hands it back).
// No heartbeat table and no delay: the database notices the closed socket.
import type pg from 'pg';
import type { Logger } from '../log';

/** The advisory-lock namespace of running jobs (first key); the second is hashtext(job id). */
export const JOB_LOCK_CLASS = 4_242_002;

export interface Liveness {
  /** Marks the job as running here (before its run is marked running). */
  hold(jobId: string): Promise<void>;
  /** The job no longer runs here (after its run's final status is written). */
  release(jobId: string): Promise<void>;
  /** Ends the connection: every lock still held goes with it. */
  close(): Promise<void>;
}

export function createLiveness(pool: pg.Pool, log: Logger): Liveness {
  const held = new Set<string>();
  let client: Promise<pg.PoolClient> | null = null;
  let closed = false;

  /**
   * The lock connection, opened on first use. If it breaks while the process lives, the locks
   * went with it: the next use opens another and takes the locks of the jobs still running again
   * (meanwhile another instance may have handed them back: bulk jobs resume from their
   * checkpoint under row locks, so a second runner redoes nothing).
   */
  const connection = (): Promise<pg.PoolClient> => {
    client ??= (async () => {
      const c = await pool.connect();
      c.on('error', (err) => {
        log.warn(`jobs: the liveness connection broke (${err.message}); its locks are taken again on next use`);
        client = null;
        c.release(err);
      });
      // Never wait: a job handed back meanwhile may hold its lock elsewhere now.
      for (const id of held) await c.query('SELECT pg_try_advisory_lock($1, hashtext($2))', [JOB_LOCK_CLASS, id]);
      return c;
    })().catch((err: unknown) => {
      client = null;
      throw err;
    });
    return client;
  };

  return {
    async hold(jobId) {
      if (closed) return;
      held.add(jobId);
      // Try, never wait: two running jobs whose ids hash alike share one lock, which only makes
      // the sweep wait for both (the lock counts per session, so one instance re-enters it).
      await (await connection()).query('SELECT pg_try_advisory_lock($1, hashtext($2))', [JOB_LOCK_CLASS, jobId]);
    },
    async release(jobId) {
      if (!held.delete(jobId) || closed || !client) return;
      await (await connection()).query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, jobId]);
    },
    async close() {
      closed = true;
      held.clear();
      const c = await client?.catch(() => null);
      client = null;
      // Destroyed rather than returned: a pooled connection would keep the locks.
      c?.release(true);
    },
  };
}
