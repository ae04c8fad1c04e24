// The schedules (pg-boss cron, once across instances; a failed run, e.g. an SMTP refusal, is
// retried by pg-boss and sends only what the sent-log does not hold yet):
// - daily at 07:00 Europe/Paris: deadline reminders and late observations;
// - Monday at 07:00 Europe/Paris: the weekly digest;
// - every minute: the events (assigned observations, interventions to validate, express reports,
//   imports).
import type { AppDeps } from '../../http/deps';
import { parisDay } from '../elements/conformity';
import { deliverEach, noCounts, type Notice, type NotifyDeps } from '../../notify/deliver';
import { memoRunner, sharedBy } from '../../notify/memo';
import { digestNotice, digestRecipients, isoWeek, type Grouped } from './digest';
import { LATE_TASKS, markFirstStart, scanEvents } from './events';
import { deadlineNotice, reminderRecipients } from './reminders';

export const REMINDERS_JOB = 'notify-reminders';
export const DIGEST_JOB = 'notify-digest';
export const EVENTS_JOB = 'notify-events';
const TZ = 'Europe/Paris';
/** Users read, built and delivered at a time: the run's memory is one page's, whatever the user count. */
const PAGE = 200;
/**
 * How long one run may take before pg-boss takes it for dead: 10,000 users at a provider's
 * 10 mails/s is 17 minutes, past the 15 of other jobs (a second runner would then start).
 */
export const LONG_RUN_SECONDS = 6 * 3600;

type Deps = NotifyDeps & Pick<AppDeps, 'pool'>;

/**
 * Pages through the recipients: each page's notices are built (list reads shared by users of one
 * scope: memo.ts) and delivered before the next page is read. Every page is tried; the first
 * failure is thrown at the end, so the job is retried and sends only what is left.
 */
async function sendInPages<U extends { id: number }>(deps: Deps, page: (after: number) => Promise<U[]>, build: (u: U) => Promise<Notice | null>) {
  const counts = noCounts();
  let failure: unknown;
  for (let after = 0; ;) {
    const users = await page(after);
    if (!users.length) break;
    after = users[users.length - 1].id;
    const items: { userId: number; notice: Notice }[] = [];
    for (const u of users) {
      const notice = await build(u);
      if (notice) items.push({ userId: u.id, notice });
    }
    failure ??= await deliverEach(deps, items, counts);
  }
  if (failure) throw failure;
  return counts;
}

export async function runReminders(deps: Deps) {
  const today = parisDay();
  const lists = memoRunner(deps.db);
  const reminders = await sendInPages(deps, (after) => reminderRecipients(deps.db, after, PAGE, today),
    (u) => deadlineNotice(deps.pool, lists, u.id, u.settings, today));
  const late = await scanEvents(deps, [LATE_TASKS]);
  return { reminders, late, lists: lists.stats };
}

export async function runDigest(deps: Deps) {
  const week = isoWeek();
  const lists = memoRunner(deps.db);
  const scopes = sharedBy<Grouped>();
  const digest = await sendInPages(deps, (after) => digestRecipients(deps.db, after, PAGE, week),
    (u) => digestNotice(deps.pool, lists, u.id, week, scopes));
  return { digest, lists: lists.stats, scopes: scopes.stats };
}

export async function registerNotificationJobs(deps: AppDeps): Promise<void> {
  const d: Deps = { db: deps.db, pool: deps.pool, mailer: deps.mailer, config: deps.config };
  await markFirstStart(deps.db);
  await deps.jobs.work(REMINDERS_JOB, async () => runReminders(d));
  await deps.jobs.work(DIGEST_JOB, async () => runDigest(d));
  await deps.jobs.work(EVENTS_JOB, async () => ({ events: await scanEvents(d) }));
  if (!deps.config.notifySchedules) return;
  await deps.jobs.schedule(REMINDERS_JOB, '0 7 * * *', {}, { tz: TZ, expireInSeconds: LONG_RUN_SECONDS });
  await deps.jobs.schedule(DIGEST_JOB, '0 7 * * 1', {}, { tz: TZ, expireInSeconds: LONG_RUN_SECONDS });
  await deps.jobs.schedule(EVENTS_JOB, '* * * * *', {}, { tz: TZ });
}
