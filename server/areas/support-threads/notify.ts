// "A new message in a support conversation": to support staff when a company writes, to the
// thread's author when support answers. Sent by a job (an SMTP failure retries, never fails the
// request), through deliver (the recipient's switch, the bell, sent once per message).
import { sql } from 'drizzle-orm';
import { rows, type Runner } from '../../crud/sql';
import type { AppDeps } from '../../http/deps';
import { deliverAll } from '../../notify/deliver';
import { supportMessageNotice } from '../../notify/support-message';

export const SUPPORT_NOTIFY_JOB = 'support-message';

/** The recipients of one message: support staff, or the thread's author (if still active). */
async function recipientsOf(db: Runner, messageId: number) {
  const [m] = await rows<{ thread: number; subject: string; company: string; text: string; from_support: boolean; author: number | null; opener: number | null }>(db, sql`
    SELECT m.thread_id AS thread, th.subject, c.name AS company, m.text, m.from_support, m.author_id AS author, th.author_id AS opener
    FROM support_messages m JOIN support_threads th ON th.id = m.thread_id JOIN companies c ON c.id = th.company_id WHERE m.id = ${messageId}`);
  if (!m) return null;
  const users = m.from_support
    ? (m.opener ? [m.opener] : [])
    : (await rows<{ id: number }>(db, sql`SELECT id FROM users WHERE role = 'support' AND is_active`)).map((u) => u.id);
  return { m, users: users.filter((u) => u !== m.author) };
}

export async function registerSupportNotifyJob({ jobs, db, mailer, config }: AppDeps): Promise<void> {
  await jobs.work<{ messageId: number }>(SUPPORT_NOTIFY_JOB, async (job) => {
    const found = await recipientsOf(db, job.data.messageId);
    if (!found) return;
    const { m, users } = found;
    const notice = supportMessageNotice({ id: job.data.messageId, thread: m.thread, subject: m.subject, company: m.company, text: m.text, toSupport: !m.from_support });
    await deliverAll({ db, mailer, config }, users.map((userId) => ({ userId, notice })));
  });
}
