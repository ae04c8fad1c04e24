// A large report's validation as a job ('validation pending'): queued by the PATCH to finished
// (hooks.ts), run in one transaction here. The row lock waits for the PATCH's commit; a PATCH
// that rolled back left validation_pending false, and the job does nothing.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { rows } from '../../crud/sql';
import { ApiError } from '../../http/errors';
import { lockRows, releaseLocks } from '../../jobs/locks';
import { JobError, type Jobs } from '../../jobs/types';
import { VALIDATE_JOB, validateReport } from './validate';

export { setValidateStore } from './validate';

/**
 * The report, its elements and the tasks it closes are locked while the validation runs (spec §4,
 * jobs/locks.ts): committed before the transaction, so others see them read-only meanwhile.
 */
async function lockReport(pool: pg.Pool, jobId: string, id: number) {
  const { rows: [r] } = await pool.query<{ elements: number[]; tasks: number[] }>(`SELECT
      coalesce((SELECT array_agg(DISTINCT (e ->> 'element')::int) FROM jsonb_array_elements(result -> 'elements') e
        WHERE jsonb_typeof(e -> 'element') = 'number'), '{}') AS elements,
      coalesce((SELECT array_agg(DISTINCT (o ->> 'task')::int) FROM jsonb_array_elements(result -> 'observations') o
        WHERE jsonb_typeof(o -> 'task') = 'number'), '{}') AS tasks
    FROM express_reports WHERE id = $1 AND jsonb_typeof(result -> 'elements') = 'array' AND jsonb_typeof(result -> 'observations') = 'array'`, [id]);
  const job = { id: jobId, kind: VALIDATE_JOB };
  await lockRows(pool, job, 'express_reports', [id]);
  await lockRows(pool, job, 'elements', r?.elements ?? []);
  await lockRows(pool, job, 'tasks', r?.tasks ?? []);
}

export async function runValidation(pool: pg.Pool, id: number, userId: number, jobId?: string): Promise<Record<string, unknown>> {
  const db = drizzle({ client: pool });
  try {
    if (jobId) await lockReport(pool, jobId, id);
    return await db.transaction(async (tx) => {
      const [row] = await rows<{ pending: boolean }>(tx, sql`SELECT validation_pending AS pending FROM express_reports WHERE id = ${id} FOR UPDATE`);
      if (!row?.pending) return { skipped: true };
      const [u] = await rows<{ label: string }>(tx, sql`SELECT coalesce(nullif(trim(first_name || ' ' || last_name), '') || ' <' || email || '>', email) AS label
        FROM users WHERE id = ${userId}`);
      return { ...(await validateReport(tx, id, userId, { actor: { userId, label: u?.label ?? '' } })) };
    });
  } catch (err) {
    // Information went missing meanwhile: the report stays to_validate, the person sees why.
    await pool.query('UPDATE express_reports SET validation_pending = false WHERE id = $1', [id]);
    if (err instanceof ApiError) throw new JobError('api.expressReports.errors.validation_pending');
    throw err;
  } finally {
    if (jobId) await releaseLocks(pool, jobId);
  }
}

export async function registerValidateJob(jobs: Jobs, pool: pg.Pool) {
  await jobs.work<{ id: number; userId: number }>(VALIDATE_JOB, async (job) => runValidation(pool, job.data.id, job.data.userId, job.id));
}
