// The one way a notification leaves: the recipient's switch, then the sent-log row (unique per
// recipient, kind, object, period: a second run or a second instance finds it and sends nothing),
// a claim on it while the SMTP peer is talked to, and mailed_at once the peer accepted. A refusal
// releases the claim and throws, so the job that called is retried and the mail sent then.
import { sql } from 'drizzle-orm';
import { rows, type Runner } from '../crud/sql';
import { t, type Locale } from '../http/i18n';
import type { Mailer } from '../mail/types';
import { LOCALES } from '../../locales/types';
import { isEnabled, type NotificationKind, type StoredSettings } from './kinds';
import { renderHtml, renderText, type Message } from './render';
import { serverSecret, unsubscribeUrl } from './unsubscribe';
import { mailLogoUrl } from '../areas/company/mail-logo';

export interface NotifyDeps {
  db: Runner;
  mailer: Mailer;
  config: { publicUrl: string };
}

export interface Recipient {
  id: number;
  email: string;
  name: string;
  locale: Locale;
  settings: StoredSettings;
}

/** What to send: the object and period it is about (the sent-log key) and its content by language. */
export interface Notice {
  kind: NotificationKind;
  objectKey: string;
  period?: string;
  /** Console path the bell row opens. */
  link: string;
  message: (locale: Locale, url: Url) => Message;
  /** The language when the recipient just chose one (an export asked in English); else their profile's. */
  locale?: Locale;
}

/** Console path → absolute URL (mails are read outside the browser). */
export type Url = (path: string) => string;

/** A claim older than this is taken for a dead sender's, and taken over. */
const CLAIM_TIMEOUT = '5 minutes';

export async function recipientOf(db: Runner, userId: number): Promise<Recipient | null> {
  const [u] = await rows<{ id: number; email: string; first_name: string; last_name: string; language: string; s: StoredSettings }>(db, sql`
    SELECT id, email, first_name, last_name, language, notification_settings AS s FROM users WHERE id = ${userId} AND is_active`);
  if (!u) return null;
  const locale = (LOCALES as readonly string[]).includes(u.language) ? (u.language as Locale) : 'fr';
  return { id: u.id, email: u.email, name: `${u.first_name} ${u.last_name}`.trim() || u.email, locale, settings: u.s ?? {} };
}

/** Console path → absolute URL for mails. */
export const absolute = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

export async function compose(deps: NotifyDeps, to: Recipient, kind: NotificationKind, message: Message, preview = false) {
  const { publicUrl } = deps.config;
  const locale = to.locale;
  const kindLabel = t(locale, `api.account.notifications.${kind}`);
  const unsubscribe = unsubscribeUrl(publicUrl, await serverSecret(deps.db), to.id, kind);
  const subject = (preview ? t(locale, 'notify.layout.preview') : '') + message.subject.replace(/\s+/g, ' ').trim();
  const frame = {
    locale, app: t(locale, 'app.name'),
    greeting: t(locale, 'notify.layout.greeting', { name: to.name }),
    footer: t(locale, 'notify.layout.footer', { kind: kindLabel }),
    unsubscribe: { label: t(locale, 'notify.layout.unsubscribe'), href: unsubscribe },
    preferences: { label: t(locale, 'notify.layout.preferences'), href: absolute(publicUrl, '/user/notifications') },
    logoUrl: await mailLogoUrl(deps.db, publicUrl, to.id),
  };
  const m = { ...message, subject };
  return {
    to: to.email, subject, text: renderText(m, frame), html: await renderHtml(m, frame),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Which switch it answers to: for mail filters (and tests).
      'X-Notification-Kind': kind,
    },
  };
}

export type Outcome = 'sent' | 'off' | 'already' | 'gone';

/** Sends `notice` to the user once. Throws when the SMTP peer refuses (the caller's job retries). */
export async function deliver(deps: NotifyDeps, userId: number, notice: Notice): Promise<Outcome> {
  const to = await recipientOf(deps.db, userId);
  if (!to) return 'gone';
  if (!isEnabled(to.settings, notice.kind)) return 'off';
  if (notice.locale) to.locale = notice.locale;
  const message = notice.message(to.locale, (p) => absolute(deps.config.publicUrl, p));
  const key = { kind: notice.kind, object: notice.objectKey, period: notice.period ?? '' };
  await rows(deps.db, sql`
    INSERT INTO notifications (user_id, kind, object_key, period, title, body, link)
    VALUES (${to.id}, ${key.kind}, ${key.object}, ${key.period}, ${message.subject}, ${message.paragraphs[0] ?? ''}, ${notice.link})
    ON CONFLICT ON CONSTRAINT notifications_sent_key DO NOTHING`);
  const [claimed] = await rows<{ id: number }>(deps.db, sql`
    UPDATE notifications SET claimed_at = now()
    WHERE user_id = ${to.id} AND kind = ${key.kind} AND object_key = ${key.object} AND period = ${key.period}
      AND mailed_at IS NULL AND (claimed_at IS NULL OR claimed_at < now() - ${CLAIM_TIMEOUT}::interval)
    RETURNING id`);
  if (!claimed) return 'already';
  try {
    await deps.mailer.send(await compose(deps, to, notice.kind, message));
  } catch (err) {
    await rows(deps.db, sql`UPDATE notifications SET claimed_at = NULL WHERE id = ${claimed.id}`);
    throw err;
  }
  await rows(deps.db, sql`UPDATE notifications SET mailed_at = now(), claimed_at = NULL WHERE id = ${claimed.id}`);
  return 'sent';
}

/** Deliveries in flight at once: a mail's database round trips and SMTP exchange overlap another's rendering. */
const LANES = 4;

export type Counts = Record<Outcome, number>;
export const noCounts = (): Counts => ({ sent: 0, off: 0, already: 0, gone: 0 });

/**
 * Delivers to many, LANES at a time, adding to `counts`; every notice is tried. Returns the first
 * failure (undefined: none), for the caller to throw once the rest is done (its job is retried).
 */
export async function deliverEach(deps: NotifyDeps, items: { userId: number; notice: Notice }[], counts: Counts): Promise<unknown> {
  let failure: unknown;
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const { userId, notice } = items[next++];
      try {
        counts[await deliver(deps, userId, notice)] += 1;
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES, items.length) }, lane));
  return failure;
}

/** Delivers to many; every notice is tried, then the first failure is thrown (the job retries the rest). */
export async function deliverAll(deps: NotifyDeps, items: { userId: number; notice: Notice }[]): Promise<Counts> {
  const counts = noCounts();
  const failure = await deliverEach(deps, items, counts);
  if (failure) throw failure;
  return counts;
}
