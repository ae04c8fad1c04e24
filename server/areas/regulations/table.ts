// Regulations: a shared catalogue (no company), referenced by sites, elements, controls...
import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { collatedName, createdAt } from '../../db/columns';

export const regulations = pgTable('regulations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: collatedName('name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('regulations_name_idx').on(t.name)]);
