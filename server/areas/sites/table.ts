// Sites (factories), the regulations each follows, and their buildings.
// Searched names get a pg_trgm GIN index on f_unaccent(name) (`trgm`, server/db/columns.ts);
// lists page by keyset on (ordering value, id).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { collatedName, createdAt, trgm } from '../../db/columns';
import { companies } from '../company/table';
import { regulations } from '../regulations/table';

export const factories = pgTable('factories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: collatedName('name').notNull(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  index('factories_company_name_id_idx').on(t.companyId, t.name, t.id),
  index('factories_name_id_idx').on(t.name, t.id),
  index('factories_created_at_id_idx').on(t.createdAt, t.id),
  index('factories_name_trgm_idx').using('gin', trgm(t.name)),
]);

/** Regulations a company follows on a site. */
export const factoryRegulations = pgTable('factory_regulations', {
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.factoryId, t.regulationId] }),
  index('factory_regulations_regulation_idx').on(t.regulationId),
]);

export const buildings = pgTable('buildings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  uniqueId: uuid('unique_id').notNull().unique().default(sql`gen_random_uuid()`),
  name: collatedName('name').notNull(),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  /** Stands for "the whole site": created with its factory, never edited nor deleted by hand. */
  isGhost: boolean('is_ghost').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('buildings_factory_name_id_idx').on(t.factoryId, t.name, t.id),
  index('buildings_name_id_idx').on(t.name, t.id),
  index('buildings_created_at_id_idx').on(t.createdAt, t.id),
  index('buildings_name_trgm_idx').using('gin', trgm(t.name)),
]);
