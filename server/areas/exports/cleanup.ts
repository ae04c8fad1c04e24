// E-mailed exports are kept EXPORT_TTL_DAYS: a daily job deletes the files past their expiry and
// marks their runs purged (the download route already refuses them once expired).
import type pg from 'pg';
import type { Jobs } from '../../jobs/types';
import type { BlobStore } from '../../storage/types';
import { FILE_JOBS } from './file-jobs';

export const EXPORT_CLEANUP_JOB = 'exports-cleanup';

/** Deletes expired export files; returns how many were purged. */
export async function purgeExpiredExports(pool: pg.Pool, store: BlobStore, now = new Date()): Promise<number> {
  const { rows } = await pool.query<{ id: string; key: string }>(
    `SELECT id, result->>'key' AS key FROM job_runs
     WHERE kind = ANY($2::text[]) AND status = 'done' AND result ? 'key' AND NOT result ? 'purged'
       AND (result->>'expires_at')::timestamptz < $1`, [now, FILE_JOBS]);
  for (const run of rows) {
    await store.delete(run.key);
    await pool.query(`UPDATE job_runs SET result = result || '{"purged": true}'::jsonb WHERE id = $1`, [run.id]);
  }
  return rows.length;
}

export async function registerExportCleanup(jobs: Jobs, pool: pg.Pool, store: BlobStore): Promise<void> {
  await jobs.work(EXPORT_CLEANUP_JOB, async () => ({ purged: await purgeExpiredExports(pool, store) }));
  await jobs.schedule(EXPORT_CLEANUP_JOB, '17 3 * * *');
}
