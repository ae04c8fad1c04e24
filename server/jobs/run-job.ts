// One attempt of one job: job_runs goes running → done, or failed on a JobError (the pg-boss
// job is completed: never retried), or back to queued on any other error (pg-boss retries it
// with backoff) until the last attempt, which ends failed with the generic message.
import type { Logger } from '../log';
import type { Liveness } from './liveness';
import { releaseLocks } from './locks';
import { throttledProgress } from './progress';
import { FAILED_KEY, failRun, finishRun, requeueRun, setProgress, startRun, type Queryable } from './runs';
import { JobError, type RunningJob } from './types';

export type JobHandler<T> = (job: RunningJob<T>) => Promise<Record<string, unknown> | void>;

/** The metadata pg-boss gives a worker with `includeMetadata: true` (what is used of it). */
export interface BossJob<T> {
  id: string;
  name: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

export interface RunContext {
  db: Queryable;
  log: Logger;
  progressIntervalMs: number;
  /** Marks the job as running on this instance while it runs (a crash then shows at once). */
  liveness?: Liveness;
}

/** Also recognises a JobError from another copy of the module (test runners, bundles). */
export const isJobError = (err: unknown): err is JobError =>
  err instanceof JobError || (err instanceof Error && err.name === 'JobError' && typeof (err as JobError).key === 'string');

/** Resolves with the result for pg-boss to store; throws to have pg-boss retry (or fail) it. */
export async function runJob<T>(ctx: RunContext, job: BossJob<T>, handler: JobHandler<T>): Promise<Record<string, unknown> | undefined> {
  // Held before the run shows as running, released once its final status is written.
  await ctx.liveness?.hold(job.id);
  try {
    return await attempt(ctx, job, handler);
  } finally {
    // Rows the job locked (locks.ts) are writable again whatever its end: done, failed or retried later.
    await releaseLocks(ctx.db, job.id).catch((err: unknown) => ctx.log.warn(`job ${job.name} ${job.id}: could not release its row locks`, err));
    await ctx.liveness?.release(job.id).catch((err: unknown) => ctx.log.warn(`job ${job.name} ${job.id}: could not release its lock`, err));
  }
}

async function attempt<T>(ctx: RunContext, job: BossJob<T>, handler: JobHandler<T>): Promise<Record<string, unknown> | undefined> {
  const { db, log } = ctx;
  const label = `job ${job.name} ${job.id}`;
  if (!(await startRun(db, job.id, job.name, job.data))) {
    log.warn(`${label} delivered again after it finished: skipped`);
    return undefined;
  }
  const reporter = throttledProgress(
    (percent) => setProgress(db, job.id, percent),
    ctx.progressIntervalMs,
    (err) => log.warn(`${label}: could not record its progress`, err),
  );
  try {
    const result = await handler({ id: job.id, data: job.data, progress: (p) => reporter.report(p) });
    await reporter.close();
    await finishRun(db, job.id, result ?? null);
    return result ?? undefined;
  } catch (err) {
    await reporter.close();
    if (isJobError(err)) {
      log.info(`${label} failed: ${err.key}`);
      await failRun(db, job.id, err.key, err.params ?? {});
      return undefined;
    }
    const attempt = job.retryCount + 1;
    if (job.retryCount >= job.retryLimit) {
      log.error(`${label} failed on its last attempt (${attempt})`, err);
      await failRun(db, job.id, FAILED_KEY, {});
    } else {
      log.warn(`${label} failed on attempt ${attempt}: retried later`, err);
      await requeueRun(db, job.id);
    }
    throw err;
  }
}
