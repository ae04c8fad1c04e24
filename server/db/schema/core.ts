// Companies, sites, buildings, regulations and element types.
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { collatedName, createdAt, trgm } from './columns';
import { TIERS } from '../../../resources/types';


export const tierEnum = pgEnum('tier', TIERS);


export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: collatedName('name').notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  repere1: varchar('repere_1', { length: 255 }).notNull().default(''),
  repere2: varchar('repere_2', { length: 255 }).notNull().default(''),
  useRepere2: boolean('use_repere_2').notNull().default(true),
  integration: text('integration'),
  tier: tierEnum('tier').notNull().default('start'),
  createdAt: createdAt(),
}, (t) => [index('companies_name_id_idx').on(t.name, t.id)]);

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

export const regulations = pgTable('regulations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: collatedName('name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('regulations_name_idx').on(t.name)]);

export const elementTypes = pgTable('element_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: collatedName('name').notNull(),
  url: text('url'),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [index('element_types_regulation_name_idx').on(t.regulationId, t.name, t.id)]);

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
