// Support conversations: a thread opened by a user of a company (a question, a quote for a
// service), its messages from either side, and when each side last read it (unread counts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { users } from '../users/table';

export const supportThreads = pgTable('support_threads', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  subject: varchar('subject', { length: 200 }).notNull(),
  /** The last message's time: lists read newest first. */
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the company's side, and support, last opened the thread. */
  companyReadAt: timestamp('company_read_at', { withTimezone: true }).notNull().defaultNow(),
  supportReadAt: timestamp('support_read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('support_threads_company_last_idx').on(t.companyId, t.lastMessageAt),
  index('support_threads_last_idx').on(t.lastMessageAt),
]);

export const supportMessages = pgTable('support_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  threadId: integer('thread_id').notNull().references(() => supportThreads.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  /** Written by support staff (else by the company's side). */
  fromSupport: boolean('from_support').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('support_messages_thread_idx').on(t.threadId, t.createdAt),
  check('support_messages_text_check', sql`length(${t.text}) BETWEEN 1 AND 10000`),
]);
