// A company's logo (spec §1 company account): the stored file shown on label sheets, PDF reports
// and e-mails. A table of its own rather than a column: companies live in the shared schema,
// which must not depend on the files' table.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema/core';
import { storedFiles } from '../../db/schema/teams';

export const companyLogos = pgTable('company_logos', {
  companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  fileId: integer('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
});
