// The notifications a user was sent: one row per recipient, kind, object and period (the unique
// key), written before the mail leaves. It is the sent-log (a job run twice, or on two instances,
// finds the row and sends nothing) and the bell's in-app row (read_at). mailed_at stays NULL
// until the SMTP peer accepted the message, so a refused send is retried, never dropped.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/table';

export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 40 }).notNull(),
  /** What it is about: `task:12`, `import:3`, `digest`… */
  objectKey: varchar('object_key', { length: 100 }).notNull(),
  /** When it applies: the day of a reminder, the ISO week of a digest, '' for a one-off event. */
  period: varchar('period', { length: 20 }).notNull().default(''),
  /** Subject and text shown in the bell, in the recipient's language; link into the console. */
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  link: text('link').notNull().default(''),
  /** What the mail was rendered from (a retry renders the same message). */
  payload: jsonb('payload').notNull().default({}),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  /** A sender holding the row while it talks to SMTP (another instance leaves it alone). */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  unique('notifications_sent_key').on(t.userId, t.kind, t.objectKey, t.period),
  index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
  index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  index('notifications_unmailed_idx').on(t.createdAt).where(sql`${t.mailedAt} IS NULL`),
]);

/** One random secret per installation (unsubscribe links' HMAC) when SECRET_KEY is not set. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Where a scan of events starts (`events`): written at the installation's first start, so rows
 * that were there before it (the demo data, an import of history) are not told as news; the
 * migration gives installations that existed before it `-infinity` (their scan is unchanged).
 */
export const notificationWatermarks = pgTable('notification_watermarks', {
  name: varchar('name', { length: 40 }).primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
