// Express reports: an inspection body's report (PDF) uploaded, analysed on this machine (text
// layer, then OCR and extraction as background jobs), checked and validated by a person.
// `result` is the extracted JSON (shape: resources/expressReports.ts, read by other tools);
// the pages keep each page's text so the analysis resumes after a restart and the console
// highlights where a value was read.
import {
  bigint, boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, text, timestamp, unique, varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { factories } from '../sites/table';
import { regulations } from '../regulations/table';
import { users } from '../users/table';
import { controls } from '../controls/table';
import { EXPRESS_REPORT_STATUSES } from '../../../resources/expressReports';
import { documents } from '../documents/table';

export const expressReportStatusEnum = pgEnum('express_report_status', EXPRESS_REPORT_STATUSES);

export const expressReports = pgTable('express_reports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').references(() => factories.id, { onDelete: 'set null' }),
  regulationId: integer('regulation_id').references(() => regulations.id, { onDelete: 'set null' }),
  /** What the report says, kept from `result` (analysis, corrections): the inspection body and date. */
  organisation: varchar('organisation', { length: 255 }),
  inspectionDate: date('inspection_date'),
  status: expressReportStatusEnum('status').notNull().default('being_analysed'),
  /** The uploaded PDF in the blob store. */
  fileName: varchar('file_name', { length: 255 }).notNull(),
  blobKey: varchar('blob_key', { length: 512 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  depositDate: timestamp('deposit_date', { withTimezone: true }).notNull().defaultNow(),
  analysisDate: timestamp('analysis_date', { withTimezone: true }),
  validationDate: timestamp('validation_date', { withTimezone: true }),
  /** Who moved it to to_validate (checked it). */
  checkedById: integer('checked_by_id').references(() => users.id, { onDelete: 'set null' }),
  validatedById: integer('validated_by_id').references(() => users.id, { onDelete: 'set null' }),
  pages: integer('pages'),
  /** Seconds the automated analysis took (both steps). */
  duration: real('duration'),
  result: jsonb('result'),
  /** Set while a large report validates as a job ('validation pending'). */
  validationPending: boolean('validation_pending').notNull().default(false),
  /** Why the analysis failed (unreadable PDF…), shown to the user; the report stays to_check. */
  analysisError: text('analysis_error'),
  /** The document the report became on validation (attached to the inspected elements). */
  documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('express_reports_company_deposit_id_idx').on(t.companyId, t.depositDate, t.id),
  index('express_reports_deposit_id_idx').on(t.depositDate, t.id),
  index('express_reports_status_deposit_idx').on(t.status, t.depositDate),
  index('express_reports_factory_idx').on(t.factoryId),
  index('express_reports_inspection_date_id_idx').on(t.inspectionDate, t.id),
]);

/** Each page's text and where it came from: the PDF's text layer or OCR (with its confidence). */
export const expressReportPages = pgTable('express_report_pages', {
  reportId: integer('report_id').notNull().references(() => expressReports.id, { onDelete: 'cascade' }),
  page: integer('page').notNull(),
  source: varchar('source', { length: 8 }).notNull().$type<'text' | 'ocr' | 'none'>(),
  text: text('text').notNull().default(''),
  confidence: real('confidence'),
}, (t) => [primaryKey({ columns: [t.reportId, t.page] })]);

/** The controls a validated report finished (linked objects). */
export const expressReportControls = pgTable('express_report_controls', {
  reportId: integer('report_id').notNull().references(() => expressReports.id, { onDelete: 'cascade' }),
  controlId: integer('control_id').notNull().references(() => controls.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.reportId, t.controlId] }), index('express_report_controls_control_idx').on(t.controlId)]);

/** Pages analysed per company, month, site and regulation: consumption (area pageconsumption). */
export const pageConsumption = pgTable('page_consumption', {
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  /** First day of the month. */
  month: date('month').notNull(),
  factoryId: integer('factory_id').references(() => factories.id, { onDelete: 'set null' }),
  regulationId: integer('regulation_id').references(() => regulations.id, { onDelete: 'set null' }),
  pages: integer('pages').notNull().default(0),
}, (t) => [
  index('page_consumption_company_month_idx').on(t.companyId, t.month),
  unique('page_consumption_key').on(t.companyId, t.month, t.factoryId, t.regulationId).nullsNotDistinct(),
]);
