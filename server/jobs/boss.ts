// pg-boss on the application's own pg.Pool (its `db` option) rather than a second pool from the
// connection string: one set of connections to size and close, and an enqueue can put the
// job_runs row and the pg-boss job in one transaction (the `db` option of send()).
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Queryable } from './runs';

export const BOSS_SCHEMA = 'pgboss';

export interface BossSettings {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  maintenanceIntervalSeconds: number;
  /** Days pg-boss keeps archived jobs (and we keep job_runs): JOB_HISTORY_DAYS. */
  historyDays: number;
}

/** pg-boss's query interface on any client (a pool, or a client inside a transaction). */
export const bossDb = (db: Queryable, isOpen: () => boolean = () => true): PgBoss.Db => ({
  // After stop, answer nothing instead of failing on an ended pool (what pg-boss's own Db does).
  executeSql: async (text, values) => (isOpen() ? db.query(text, values) : (undefined as unknown as { rows: [] })),
});

/** Retry and expiry of every job: per job at send time, so each instance's settings apply. */
export const sendOptions = (s: BossSettings) => ({
  retryLimit: s.retryLimit,
  retryDelay: s.retryDelaySeconds,
  retryBackoff: s.retryBackoff,
  expireInSeconds: s.expireInSeconds,
});

export function createBoss(pool: pg.Pool, settings: BossSettings, isOpen: () => boolean): PgBoss {
  return new PgBoss({
    db: bossDb(pool, isOpen),
    schema: BOSS_SCHEMA,
    // Also the defaults of jobs pg-boss inserts itself (cron schedules).
    ...sendOptions(settings),
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    // Its maintenance (one instance per interval) moves completed jobs to the archive after 12 h
    // and deletes archived ones after historyDays: the job table stays bounded whatever runs.
    archiveCompletedAfterSeconds: 12 * 3600,
    deleteAfterDays: settings.historyDays,
  });
}
