// The daily snapshot of the conformity score (history.ts), like the compliance midnight job: a
// pg-boss schedule in Europe/Paris, once across instances, retried on failure, idempotent, and
// catching up missed days. 00:15: after the compliance job (00:05) has updated conformity.
import type { AppDeps } from '../../http/deps';
import { COUNTERS_CRON, COUNTERS_JOB, refreshCounters } from './counters';
import { refreshScore, SCORE_REFRESH_CRON, SCORE_REFRESH_JOB } from './findings';
import { HISTORY_CRON, HISTORY_JOB, HISTORY_TZ, takeSnapshot } from './history';

export async function registerHistoryJob(deps: AppDeps): Promise<void> {
  await deps.jobs.work(HISTORY_JOB, async () => ({ ...(await takeSnapshot(deps.db)) }));
  await deps.jobs.schedule(HISTORY_JOB, HISTORY_CRON, {}, { tz: HISTORY_TZ });
  // At start too: a schedule missed while no instance ran is not replayed, and today's point
  // of the history would wait for the next 00:15 (the job is idempotent).
  await deps.jobs.enqueue(HISTORY_JOB, {});
  // The dashboard counters' date-based keys, recounted once the day has changed (counters.ts).
  await deps.jobs.work(COUNTERS_JOB, async () => ({ recounted: await refreshCounters(deps.db) }));
  await deps.jobs.schedule(COUNTERS_JOB, COUNTERS_CRON);
  await deps.jobs.enqueue(COUNTERS_JOB, {});
  // The score's queue, absorbed in the background so that a read rarely waits for it (findings.ts).
  await deps.jobs.work(SCORE_REFRESH_JOB, async () => ({ recomputed: await refreshScore(deps.db) }));
  await deps.jobs.schedule(SCORE_REFRESH_JOB, SCORE_REFRESH_CRON);
}
