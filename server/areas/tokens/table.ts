// Private-application tokens (spec §3 "Token"): a company's keys for its own programs, acting with
// their creator's rights narrowed to some regulations and sites. Only a SHA-256 of the key is kept.
import { boolean, date, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { collatedName, createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { factories } from '../sites/table';
import { regulations } from '../regulations/table';
import { users } from '../users/table';

export const apiTokens = pgTable('api_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  creatorId: integer('creator_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  /** The key's public part (looked up by index); the secret part is only compared as a hash. */
  keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
  keyHash: varchar('key_hash', { length: 64 }).notNull(),
  /** Last day the token works (Europe/Paris); null: no end. */
  expirationDate: date('expiration_date'),
  active: boolean('active').notNull().default(true),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('api_tokens_key_prefix_idx').on(t.keyPrefix),
  index('api_tokens_company_name_id_idx').on(t.companyId, t.name, t.id),
  index('api_tokens_name_id_idx').on(t.name, t.id),
  index('api_tokens_creator_idx').on(t.creatorId),
]);

export const tokenRegulations = pgTable('token_regulations', {
  tokenId: integer('token_id').notNull().references(() => apiTokens.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.tokenId, t.regulationId] }), index('token_regulations_regulation_idx').on(t.regulationId)]);

export const tokenFactories = pgTable('token_factories', {
  tokenId: integer('token_id').notNull().references(() => apiTokens.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.tokenId, t.factoryId] }), index('token_factories_factory_idx').on(t.factoryId)]);
