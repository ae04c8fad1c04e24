// Documents (files) and their links: sites, buildings, folders (tags), elements, controls, tasks,
// interventions (control and maintenance: one link table, two fields of the resource).
// The bytes live in the blob store (server/storage) under `blob_key`; `text_content` is the PDF's
// text, extracted by a job after upload and searched by `search`.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { collatedName, createdAt, trgm } from '../../db/columns';
import { buildings, factories } from '../sites/table';
import { companies } from '../company/table';
import { regulations } from '../regulations/table';
import { elements } from '../elements/table';
import { users } from '../users/table';
import { controls } from '../controls/table';
import { interventions } from '../interventions/table';
import { tags } from '../tags/table';
import { tasks } from '../tasks/table';
import { DOCUMENT_STATUSES } from '../../../resources/documents';

export const documentStatusEnum = pgEnum('document_status', DOCUMENT_STATUSES);

export const documents = pgTable('documents', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  status: documentStatusEnum('status').notNull().default('online'),
  regulationId: integer('regulation_id').references(() => regulations.id, { onDelete: 'set null' }),
  /** The file: its blob key, type and size (null while awaiting reception). */
  blobKey: varchar('blob_key', { length: 512 }),
  contentType: varchar('content_type', { length: 255 }),
  size: bigint('size', { mode: 'number' }),
  /** The file's text (PDF text layer), for search; null until extracted. */
  textContent: text('text_content'),
  textExtractedAt: timestamp('text_extracted_at', { withTimezone: true }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('documents_company_name_id_idx').on(t.companyId, t.name, t.id),
  index('documents_name_id_idx').on(t.name, t.id),
  index('documents_company_created_id_idx').on(t.companyId, t.createdAt, t.id),
  index('documents_created_at_id_idx').on(t.createdAt, t.id),
  index('documents_name_trgm_idx').using('gin', trgm(t.name)),
  // Words inside the files: full text search (simple configuration, unaccented).
  index('documents_text_fts_idx').using('gin', sql`to_tsvector('simple', f_unaccent(coalesce(${t.textContent}, '')))`),
]);

export const documentFactories = pgTable('document_factories', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.documentId, t.factoryId] }), index('document_factories_factory_idx').on(t.factoryId)]);

export const documentBuildings = pgTable('document_buildings', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  buildingId: integer('building_id').notNull().references(() => buildings.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.documentId, t.buildingId] }), index('document_buildings_building_idx').on(t.buildingId)]);

export const documentTags = pgTable('document_tags', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.documentId, t.tagId] }), index('document_tags_tag_idx').on(t.tagId)]);

export const documentElements = pgTable('document_elements', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  elementId: integer('element_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.documentId, t.elementId] }), index('document_elements_element_idx').on(t.elementId)]);

export const documentControls = pgTable('document_controls', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  controlId: integer('control_id').notNull().references(() => controls.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.documentId, t.controlId] }), index('document_controls_control_idx').on(t.controlId)]);

export const documentTasks = pgTable('document_tasks', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  taskId: integer('task_id').notNull().references(() => tasks.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.documentId, t.taskId] }), index('document_tasks_task_idx').on(t.taskId)]);

/** Control and maintenance interventions (the resource's two fields read it through each kind's scope). */
export const documentInterventions = pgTable('document_interventions', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  interventionId: integer('intervention_id').notNull().references(() => interventions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.documentId, t.interventionId] }), index('document_interventions_intervention_idx').on(t.interventionId)]);
