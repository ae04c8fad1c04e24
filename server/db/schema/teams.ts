// Teams, one-use password tokens, stored files.
import {
  index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { collatedName, createdAt } from './columns';
import { companies, factories } from './core';
import { users } from './users';

/** Teams of a company: a name, members and sites. */
export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  createdAt: createdAt(),
}, (t) => [index('teams_company_name_id_idx').on(t.companyId, t.name, t.id), index('teams_name_id_idx').on(t.name, t.id)]);

export const teamMembers = pgTable('team_members', {
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)]);

export const teamFactories = pgTable('team_factories', {
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.teamId, t.factoryId] }), index('team_factories_factory_idx').on(t.factoryId)]);

/**
 * One-use links sent by e-mail: an invitation (set a first password) or a password reset.
 * Only the SHA-256 of the token is stored; a used or expired token is refused.
 */
export const passwordTokens = pgTable('password_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  purpose: varchar('purpose', { length: 16 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_tokens_hash_idx').on(t.tokenHash), index('password_tokens_user_idx').on(t.userId)]);

/** Files kept in the BlobStore (user pictures now; documents later). */
export const storedFiles = pgTable('stored_files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: varchar('key', { length: 512 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 255 }).notNull(),
  size: integer('size').notNull(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('stored_files_key_idx').on(t.key)]);
