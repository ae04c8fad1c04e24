// Documentary obligations: the documents French regulation requires on file for an element type
// (obligation_types: the cited catalogue, server/areas/obligations/catalogue.ts), one obligation
// per element and required document, `linked` once a document is attached (obligation_documents).
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collatedName, createdAt, trgm } from '../../db/columns';
import { buildings, factories } from '../sites/table';
import { companies } from '../company/table';
import { elementTypes } from '../element-types/table';
import { regulations } from '../regulations/table';
import { elements } from '../elements/table';
import { documents } from '../documents/table';
import { OBLIGATION_STATUSES } from '../../../resources/obligations';

export const obligationStatusEnum = pgEnum('obligation_status', OBLIGATION_STATUSES);

/** A document regulation requires on file for some element types (platform data, cited). */
export const obligationTypes = pgTable('obligation_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  reference: text('reference').notNull().default(''),
  referenceUrl: text('reference_url'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('obligation_types_regulation_name_idx').on(t.regulationId, t.name), index('obligation_types_name_id_idx').on(t.name, t.id)]);

export const obligationTypeElementTypes = pgTable('obligation_type_element_types', {
  typeId: integer('type_id').notNull().references(() => obligationTypes.id, { onDelete: 'cascade' }),
  elementTypeId: integer('element_type_id').notNull().references(() => elementTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.typeId, t.elementTypeId] }), index('obligation_type_element_types_et_idx').on(t.elementTypeId)]);

export const obligations = pgTable('obligations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  buildingId: integer('building_id').notNull().references(() => buildings.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'restrict' }),
  elementId: integer('element_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
  typeId: integer('type_id').references(() => obligationTypes.id, { onDelete: 'set null' }),
  documentName: collatedName('document_name').notNull(),
  status: obligationStatusEnum('status').notNull().default('not_validated'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('obligations_factory_name_id_idx').on(t.factoryId, t.documentName, t.id),
  index('obligations_name_id_idx').on(t.documentName, t.id),
  // (element, type): the generation's anti-join probes it (by type alone it scanned every obligation of the type).
  index('obligations_element_idx').on(t.elementId, t.typeId),
  index('obligations_type_idx').on(t.typeId),
  index('obligations_company_id_idx').on(t.companyId, t.id),
  index('obligations_name_trgm_idx').using('gin', trgm(t.documentName)),
]);

/** The documents attached to an obligation: one or more makes it `linked`. */
export const obligationDocuments = pgTable('obligation_documents', {
  obligationId: integer('obligation_id').notNull().references(() => obligations.id, { onDelete: 'cascade' }),
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.obligationId, t.documentId] }), index('obligation_documents_document_idx').on(t.documentId)]);
