// Spreadsheet imports: a file (XLSX or CSV) read in a dry run by a job (errors per tab and
// line, the counts it would create, modify and link), then applied by another job in
// checkpointed batches. Errors are stored as message keys + params and translated on read.
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { factories } from '../sites/table';
import { users } from '../users/table';
import { IMPORT_ACTIONS, IMPORT_OBJECTS, IMPORT_STATUSES } from '../../../resources/imports';

export const importStatusEnum = pgEnum('import_status', IMPORT_STATUSES);
export const importActionEnum = pgEnum('import_action', IMPORT_ACTIONS);
export const importObjectEnum = pgEnum('import_object', IMPORT_OBJECTS);

export const imports = pgTable('imports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  /** 1, 2, 3… per company (what users call 'import n° 12'). */
  number: integer('number').notNull(),
  actionType: importActionEnum('action_type').notNull(),
  objectType: importObjectEnum('object_type').notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  /** The site the rows go to, when the file targets one. */
  factoryId: integer('factory_id').references(() => factories.id, { onDelete: 'set null' }),
  status: importStatusEnum('status').notNull().default('being_analysed'),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  blobKey: varchar('blob_key', { length: 512 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** The author's language when uploaded: messages and the errors file are in it. */
  language: varchar('language', { length: 5 }).notNull().default('fr'),
  rowCount: integer('row_count').notNull().default(0),
  creationCount: integer('creation_count').notNull().default(0),
  modificationCount: integer('modification_count').notNull().default(0),
  linkCount: integer('link_count').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  /** Per tab: rows, errors, creations, modifications, links (the wizard's summary). */
  summary: jsonb('summary'),
  skipErrors: boolean('skip_errors').notNull().default(false),
  /** Rows applied so far (progress) and the last batch committed (checkpoint: a crash resumes after it). */
  appliedRows: integer('applied_rows').notNull().default(0),
  checkpoint: integer('checkpoint').notNull().default(0),
  /** Why the analysis or the apply failed (not a spreadsheet, too many rows…), as a message key. */
  failure: text('failure'),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('imports_company_number_key').on(t.companyId, t.number),
  index('imports_company_created_id_idx').on(t.companyId, t.createdAt, t.id),
  index('imports_created_at_id_idx').on(t.createdAt, t.id),
]);

/** One error of the dry run: tab, line (as Excel numbers rows, header = 1), field, value, message. */
export const importErrors = pgTable('import_errors', {
  importId: integer('import_id').notNull().references(() => imports.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  tab: varchar('tab', { length: 100 }).notNull(),
  line: integer('line').notNull(),
  field: varchar('field', { length: 100 }),
  value: text('value'),
  /** Message key (server/i18n) and its parameters. */
  message: varchar('message', { length: 100 }).notNull(),
  params: jsonb('params'),
}, (t) => [primaryKey({ columns: [t.importId, t.seq] }), index('import_errors_tab_line_idx').on(t.importId, t.tab, t.line)]);

/**
 * The rows an applied import created, modified or linked (their ids in the import's object
 * table): the console's "see the elements" opens exactly them (the `import` filter).
 */
export const importRows = pgTable('import_rows', {
  importId: integer('import_id').notNull().references(() => imports.id, { onDelete: 'cascade' }),
  rowId: integer('row_id').notNull(),
}, (t) => [primaryKey({ columns: [t.importId, t.rowId] }), index('import_rows_row_idx').on(t.rowId)]);
