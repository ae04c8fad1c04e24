// Element types: the shared catalogue of each regulation's kinds of equipment.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { collatedName } from '../../db/columns';
import { regulations } from '../regulations/table';

export const elementTypes = pgTable('element_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: collatedName('name').notNull(),
  url: text('url'),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [index('element_types_regulation_name_idx').on(t.regulationId, t.name, t.id)]);
