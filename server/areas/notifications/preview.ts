// POST /user/notifications/preview/ {kind}: that kind's e-mail to the caller, now, whatever the
// switch says (they asked for it). The reminder and the digest are the caller's real ones (a
// placeholder line when there is nothing to say); events use sample values. Not a sent-log row:
// a preview never stops the real notification; it shows in the bell as a preview.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { rows } from '../../crud/sql';
import type { Locale } from '../../http/i18n';
import { absolute, compose, recipientOf, type Notice, type NotifyDeps } from '../../notify/deliver';
import { notifyExportReadyNotice } from '../../notify/export-ready';
import { supportMessageNotice } from '../../notify/support-message';
import { tr } from '../../notify/format';
import type { NotificationKind } from '../../notify/kinds';
import { digestNotice } from './digest';
import { EVENT_KINDS, LATE_TASKS, noticeOf } from './events';
import { deadlineNotice } from './reminders';

const sample = (locale: Locale, key: string) => tr(locale, `sample.${key}`);

function eventSample(kind: NotificationKind, locale: Locale): Notice | null {
  const e = [...EVENT_KINDS, LATE_TASKS].find((x) => x.kind === kind);
  if (!e) return null;
  const p = {
    description: sample(locale, 'description'), element: sample(locale, 'element'), site: sample(locale, 'site'),
    name: kind.startsWith('express') ? sample(locale, 'file') : sample(locale, 'name'), file: sample(locale, 'file'),
    number: 12, applied: 250, reason: sample(locale, 'reason'), deadline: new Date().toISOString().slice(0, 10),
  };
  const resource = kind === 'intervention_to_validate' ? 'control-interventions' : '';
  const c = { user_id: 0, id: 0, resource, period: '', p };
  return noticeOf(e, c, `/${e.path(c).split('/')[1]}`);
}

function placeholder(kind: 'deadline_reminder' | 'weekly_digest'): Notice {
  return {
    kind, objectKey: 'preview', link: kind === 'weekly_digest' ? '/dashboard' : '/controls',
    message: (locale, url) => ({
      subject: tr(locale, kind === 'weekly_digest' ? 'weekly_digest.subject' : 'deadline_reminder.subject', { late: 0, due: 0, days: 30 }),
      paragraphs: [tr(locale, kind === 'weekly_digest' ? 'weekly_digest.intro' : 'deadline_reminder.empty')],
      action: { label: tr(locale, `${kind}.action`), href: url(kind === 'weekly_digest' ? '/dashboard' : '/controls') },
    }),
  };
}

export async function sendPreview(deps: NotifyDeps & { pool: pg.Pool }, userId: number, kind: NotificationKind): Promise<void> {
  const to = (await recipientOf(deps.db, userId))!;
  let notice: Notice | null;
  if (kind === 'deadline_reminder') notice = (await deadlineNotice(deps.pool, deps.db, userId, to.settings)) ?? placeholder(kind);
  else if (kind === 'weekly_digest') notice = (await digestNotice(deps.pool, deps.db, userId)) ?? placeholder(kind);
  else if (kind === 'export_ready') notice = notifyExportReadyNotice('preview', {
    resource: sample(to.locale, 'resource'), rows: 1234, link: '/elements', expires: new Date(Date.now() + 7 * 86_400_000).toLocaleDateString(to.locale),
  });
  else if (kind === 'support_message') notice = supportMessageNotice({
    id: 'preview', thread: 0, subject: sample(to.locale, 'name'), company: sample(to.locale, 'site'), text: sample(to.locale, 'description'), toSupport: false,
  });
  else notice = eventSample(kind, to.locale);
  if (!notice) throw new Error(`no preview for ${kind}`);
  const message = notice.message(to.locale, (p) => absolute(deps.config.publicUrl, p));
  const mail = await compose(deps, to, kind, message, true);
  await deps.mailer.send(mail);
  await rows(deps.db, sql`INSERT INTO notifications (user_id, kind, object_key, title, body, link, mailed_at)
    VALUES (${userId}, ${kind}, ${`preview:${randomUUID()}`}, ${mail.subject}, ${message.paragraphs[0] ?? ''}, ${notice.link}, now())`);
}
