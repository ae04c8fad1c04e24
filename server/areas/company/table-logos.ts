// A company's logo (spec §1 company account): the stored file shown on label sheets, PDF reports
// and e-mails. A table of its own rather than a column, in a file of its own: the files' table
// references companies, so companies (table.ts) must not import it.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from './table';
import { storedFiles } from '../../storage/table';

export const companyLogos = pgTable('company_logos', {
  companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  fileId: integer('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
});
