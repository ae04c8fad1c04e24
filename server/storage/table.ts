// Files kept in the BlobStore that no area's own table describes (user pictures, company logos).
// drizzle-kit reads server/*/table.ts beside the areas' (drizzle.config.ts).
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { companies } from '../areas/company/table';
import { users } from '../areas/users/table';

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
