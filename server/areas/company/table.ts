// Companies: every company-owned row of every area references this table, so it imports no
// other area's table (the logo, which needs the files' table, is in table-logos.ts).
// drizzle-kit reads every server/areas/*/table*.ts (drizzle.config.ts).
import { boolean, index, integer, pgEnum, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { collatedName, createdAt } from '../../db/columns';
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
