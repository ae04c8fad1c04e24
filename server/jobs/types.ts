// The background-job service seen by the rest of the server (pg-boss behind it).
import type pg from 'pg';

import type { JobStatus } from '../../resources/contract';
export type { JobStatus };

export interface JobOwner {
  userId?: number | null;
  companyId?: number | null;
}

export interface RunningJob<T> {
  id: string;
  data: T;
  /** Records progress 0-100, visible through GET /api/v1/jobs/{id}/. */
  progress(percent: number): Promise<void>;
}

/** Thrown by a handler for a failure the user should read (an i18n key); not retried. */
export class JobError extends Error {
  constructor(public key: string, public params: Record<string, string | number> = {}) {
    super(key);
    this.name = 'JobError';
  }
}

export interface EnqueueOptions {
  /** A client inside the caller's transaction: the job exists only if that transaction commits. */
  client?: Pick<pg.ClientBase, 'query'>;
  /**
   * How long one attempt may run before it is taken for dead and retried (default 15 min).
   * Long work (a large export) sets more, or it would be started again while still running.
   */
  expireInSeconds?: number;
  /** Retries of this job (default: the service's), the first delay, doubled each time with `retryBackoff`. */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
}

export interface Jobs {
  /**
   * Queues a job; returns its id at once. `owner` may read its state. `data` is kept in the
   * job's row (job_runs.params): no secrets in it.
   */
  enqueue<T extends object>(kind: string, data: T, owner?: JobOwner, options?: EnqueueOptions): Promise<string>;
  /** Handles jobs of `kind`; the value returned becomes the job's result. */
  work<T extends object>(kind: string, handler: (job: RunningJob<T>) => Promise<Record<string, unknown> | void>): Promise<void>;
  /**
   * Runs `kind` on a cron schedule, once across all instances; in UTC unless `options.tz` (an
   * IANA zone, e.g. Europe/Paris for a business day's midnight: the cron follows summer time).
   * `expireInSeconds`: as for enqueue, for a scheduled run that may take long.
   */
  schedule(kind: string, cron: string, data?: object, options?: { tz?: string; expireInSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
}
