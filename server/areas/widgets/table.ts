// Widgets (experiment, issue 27): a company's named rows.
import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { collatedName, createdAt } from '../../db/columns';
import { companies } from '../company/table';

export const widgets = pgTable('widgets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  createdAt: createdAt(),
}, (t) => [index('widgets_company_name_id_idx').on(t.companyId, t.name, t.id), index('widgets_name_id_idx').on(t.name, t.id),
  index('widgets_created_at_id_idx').on(t.createdAt, t.id)]);
