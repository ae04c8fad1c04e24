// The webhook jobs: the scan that turns rows' new states into events (every minute, once across
// instances, on the notification senders' switch NOTIFY_SCHEDULES) and the delivery of one event.
import type { AppDeps } from '../../http/deps';
import { createLogger } from '../../log';
import { DELIVER_JOB, deliverEvent } from './deliver';
import { scanWebhookEvents } from './events';

export const SCAN_JOB = 'webhook-scan';

export async function registerWebhookJobs(deps: AppDeps): Promise<void> {
  const log = createLogger(deps.config.logLevel);
  await deps.jobs.work<{ eventId: number }>(DELIVER_JOB, async (job) =>
    deliverEvent({ db: deps.db, mailer: deps.mailer, log, config: deps.config }, job.data.eventId));
  await deps.jobs.work(SCAN_JOB, async () => scanWebhookEvents(deps));
  if (deps.config.notifySchedules) await deps.jobs.schedule(SCAN_JOB, '* * * * *', {});
}
