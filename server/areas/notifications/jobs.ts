// The schedules (pg-boss cron, once across instances; a failed run, e.g. an SMTP refusal, is
// retried by pg-boss and sends only what the sent-log does not hold yet):
// - daily at 07:00 Europe/Paris: deadline reminders and late observations;
// - Monday at 07:00 Europe/Paris: the weekly digest;
// - every minute: the events (assigned observations, interventions to validate, express reports,
//   imports).
import type { AppDeps } from '../../http/deps';
import { deliverAll, type Notice, type NotifyDeps } from '../../notify/deliver';
import { digestNotice, digestRecipients } from './digest';
import { LATE_TASKS, scanEvents } from './events';
import { deadlineNotice, reminderRecipients } from './reminders';

export const REMINDERS_JOB = 'notify-reminders';
export const DIGEST_JOB = 'notify-digest';
export const EVENTS_JOB = 'notify-events';
const TZ = 'Europe/Paris';

type Deps = NotifyDeps & Pick<AppDeps, 'pool'>;

export async function runReminders(deps: Deps) {
  const items: { userId: number; notice: Notice }[] = [];
  for (const u of await reminderRecipients(deps.db)) {
    const notice = await deadlineNotice(deps.pool, deps.db, u.id, u.settings);
    if (notice) items.push({ userId: u.id, notice });
  }
  const reminders = await deliverAll(deps, items);
  const late = await scanEvents(deps, [LATE_TASKS]);
  return { reminders, late };
}

export async function runDigest(deps: Deps) {
  const items: { userId: number; notice: Notice }[] = [];
  for (const u of await digestRecipients(deps.db)) {
    const notice = await digestNotice(deps.pool, deps.db, u.id);
    if (notice) items.push({ userId: u.id, notice });
  }
  return { digest: await deliverAll(deps, items) };
}

export async function registerNotificationJobs(deps: AppDeps): Promise<void> {
  const d: Deps = { db: deps.db, pool: deps.pool, mailer: deps.mailer, config: deps.config };
  await deps.jobs.work(REMINDERS_JOB, async () => runReminders(d));
  await deps.jobs.work(DIGEST_JOB, async () => runDigest(d));
  await deps.jobs.work(EVENTS_JOB, async () => ({ events: await scanEvents(d) }));
  if (!deps.config.notifySchedules) return;
  await deps.jobs.schedule(REMINDERS_JOB, '0 7 * * *', {}, { tz: TZ });
  await deps.jobs.schedule(DIGEST_JOB, '0 7 * * 1', {}, { tz: TZ });
  await deps.jobs.schedule(EVENTS_JOB, '* * * * *', {}, { tz: TZ });
}
