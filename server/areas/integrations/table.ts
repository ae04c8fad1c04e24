// Integrations (issue 29 §3): a private calendar feed per user, and a company's signed webhooks
// with their events (one per object and state, the idempotency key) and delivery log (one row per attempt).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { users } from '../users/table';

/**
 * A user's feed address is `…/calendar/ics/<token>/`, token = HMAC(server secret, user + nonce):
 * the nonce alone does not give the address, and a reset (a new nonce) retires the old one.
 * The token is looked up by its SHA-256.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)]);

export const webhooks = pgTable('webhooks', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  /** Who made it: the payloads are read through their rights; told when it is disabled. */
  creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
  url: varchar('url', { length: 2000 }).notNull(),
  events: text('events').array().notNull().default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  /** The signing secret, AES-256-GCM under the server secret (secret-box.ts). */
  secret: text('secret').notNull(),
  failuresInRow: integer('failures_in_row').notNull().default(0),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('webhooks_company_created_idx').on(t.companyId, t.createdAt, t.id),
  index('webhooks_created_id_idx').on(t.createdAt, t.id),
  index('webhooks_url_id_idx').on(t.url, t.id),
  index('webhooks_creator_idx').on(t.creatorId),
]);

/** One event for one webhook: unique per object and state, so a rescan sends nothing twice. */
export const webhookEvents = pgTable('webhook_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  webhookId: integer('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
  event: varchar('event', { length: 40 }).notNull(),
  objectKey: varchar('object_key', { length: 120 }).notNull(),
  /** The exact body sent (and signed) at every attempt. */
  body: text('body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('webhook_events_key_idx').on(t.webhookId, t.event, t.objectKey)]);

/** The delivery log: one row per attempt. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  webhookId: integer('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  eventId: integer('event_id').notNull().references(() => webhookEvents.id, { onDelete: 'cascade' }),
  event: varchar('event', { length: 40 }).notNull(),
  objectKey: varchar('object_key', { length: 120 }).notNull(),
  attempt: integer('attempt').notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  statusCode: integer('status_code'),
  durationMs: integer('duration_ms'),
  error: varchar('error', { length: 500 }),
  createdAt: createdAt(),
}, (t) => [
  index('webhook_deliveries_webhook_id_idx').on(t.webhookId, t.id),
  index('webhook_deliveries_company_id_idx').on(t.companyId, t.id),
  index('webhook_deliveries_created_id_idx').on(t.createdAt, t.id),
  index('webhook_deliveries_event_idx').on(t.eventId),
]);
