// API sessions (sign-in tokens) and login attempt counters: the sign-in's own tables.
// drizzle-kit reads server/*/table.ts beside the areas' (drizzle.config.ts).
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar, boolean } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { companies } from '../areas/company/table';
import { users } from '../areas/users/table';

/** API tokens: only the SHA-256 of the token is stored. company_id is a support user's selection. */
export const apiSessions = pgTable('api_sessions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  expiry: timestamp('expiry', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  /** What signed in (GET /user/sessions/): the browser's User-Agent and the client IP, at sign-in. */
  userAgent: varchar('user_agent', { length: 512 }),
  ip: varchar('ip', { length: 64 }),
  /** Opened by single sign-on (no password here: no forced change, no reset). */
  viaSso: boolean('via_sso').notNull().default(false),
}, (t) => [uniqueIndex('api_sessions_token_hash_idx').on(t.tokenHash), index('api_sessions_user_idx').on(t.userId)]);

/**
 * Login attempt counters (auth/throttle.ts), one row per key (`ip-user:`, `ip:`, `account:`):
 * attempts in the window starting at window_start, the last one at last_at. Rows are locked
 * while an attempt is reserved, so every instance shares the counts atomically.
 */
export const loginLimits = pgTable('login_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_limits_last_idx').on(t.lastAt)]);
