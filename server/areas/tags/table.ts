// Folders (tags) of documents: a company's, tied to some of its sites (none: the whole company).
// drizzle-kit reads every server/areas/*/table.ts (drizzle.config.ts).
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { collatedName, createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { factories } from '../sites/table';

export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  createdAt: createdAt(),
}, (t) => [index('tags_company_name_id_idx').on(t.companyId, t.name, t.id), index('tags_name_id_idx').on(t.name, t.id)]);

export const tagFactories = pgTable('tag_factories', {
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.tagId, t.factoryId] }), index('tag_factories_factory_idx').on(t.factoryId)]);
