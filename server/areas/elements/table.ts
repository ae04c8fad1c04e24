// Elements (the largest table), their groups, links and custom attributes.
// drizzle-kit reads every server/areas/*/table*.ts (drizzle.config.ts). The verdicts, which
// reference controls and express reports (whose tables reference elements), are in table-verdicts.ts.
import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { collatedName, createdAt, trgm } from '../../db/columns';
import { companies } from '../company/table';
import { elementTypes } from '../element-types/table';
import { regulations } from '../regulations/table';
import { buildings, factories } from '../sites/table';
import { ATTRIBUTE_TYPES } from '../../../resources/customAttributes';
import { CONFORMITIES } from '../../../resources/elements';

export const conformityEnum = pgEnum('conformity', CONFORMITIES);
export const attributeTypeEnum = pgEnum('attribute_type', ATTRIBUTE_TYPES);

/** Groups of elements of one site and one regulation. */
export const elementGroups = pgTable('element_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  synchronised: boolean('synchronised').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('element_groups_factory_name_id_idx').on(t.factoryId, t.name, t.id),
  index('element_groups_name_id_idx').on(t.name, t.id),
]);

/**
 * Regulated equipment: the largest table (a million rows per customer). company_id is kept on
 * the row (it follows its site) so scoping and counting never need a join. `conformity` is the
 * state set by people and later by controls; the API shows `non_compliant`, the stored rule
 * (server/areas/elements/conformity.ts).
 */
export const elements = pgTable('elements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  buildingId: integer('building_id').notNull().references(() => buildings.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'restrict' }),
  elementTypeId: integer('element_type_id').notNull().references(() => elementTypes.id, { onDelete: 'restrict' }),
  groupId: integer('group_id').references(() => elementGroups.id, { onDelete: 'set null' }),
  designation: collatedName('designation').notNull(),
  identificationNumber: varchar('identification_number', { length: 100 }).notNull().default(''),
  conformity: conformityEnum('conformity').notNull().default('compliant'),
  /**
   * The element's conformity as stored and kept true (server/areas/elements/conformity.ts): true
   * when people said non-compliant, the expiry date has passed, or a control whose type leads to
   * non-compliance is late. Written in the transaction of every change, and after midnight.
   */
  nonCompliant: boolean('non_compliant').notNull().default(false),
  expiryDate: date('expiry_date'),
  repere1: varchar('repere_1', { length: 255 }).notNull().default(''),
  repere2: varchar('repere_2', { length: 255 }).notNull().default(''),
  /** The code of the QR or Data Matrix label stuck on the equipment. */
  qrCode: varchar('qr_code', { length: 64 }),
  /** { attribute id: value } */
  customValues: jsonb('custom_values').$type<Record<string, unknown>>().notNull().default({}),
  /** Locked while data is updated: read-only, bulk actions off. */
  locked: boolean('locked').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The list's sort keys by label (issue 34): the names of the element's site, building,
   * regulation and type, kept by the triggers of migration 0043 (on the element's writes and on
   * a rename), so a list sorted by one of them reads an index instead of sorting a million rows.
   */
  siteSort: collatedName('site_sort').notNull().default(''),
  buildingSort: collatedName('building_sort').notNull().default(''),
  regulationSort: collatedName('regulation_sort').notNull().default(''),
  typeSort: collatedName('type_sort').notNull().default(''),
}, (t) => [
  index('elements_factory_designation_id_idx').on(t.factoryId, t.designation, t.id),
  index('elements_designation_id_idx').on(t.designation, t.id),
  index('elements_company_id_idx').on(t.companyId, t.id),
  index('elements_created_at_id_idx').on(t.createdAt, t.id),
  index('elements_expiry_id_idx').on(t.expiryDate, t.id),
  // The list's ordering by identification number, keyset-paged like the designation's.
  index('elements_identification_id_idx').on(t.identificationNumber, t.id),
  // The label orderings (issue 34): all sites, and the site sort of one site (its key is constant there).
  index('elements_site_sort_id_idx').on(t.siteSort, t.id),
  index('elements_factory_site_sort_id_idx').on(t.factoryId, t.siteSort, t.id),
  index('elements_building_sort_id_idx').on(t.buildingSort, t.id),
  index('elements_regulation_sort_id_idx').on(t.regulationSort, t.id),
  index('elements_type_sort_id_idx').on(t.typeSort, t.id),
  index('elements_non_compliant_id_idx').on(t.nonCompliant, t.id),
  // Counts in scope (sites × regulations × buildings) as index-only scans.
  index('elements_factory_regulation_building_idx').on(t.factoryId, t.regulationId, t.buildingId),
  index('elements_building_idx').on(t.buildingId),
  // The non_compliant tab and its count in scope, from the index alone.
  index('elements_non_compliant_scope_idx').on(t.factoryId, t.regulationId, t.buildingId).where(sql`${t.nonCompliant}`),
  index('elements_non_compliant_designation_idx').on(t.factoryId, t.designation, t.id).where(sql`${t.nonCompliant}`),
  index('elements_group_idx').on(t.groupId),
  index('elements_type_idx').on(t.elementTypeId),
  uniqueIndex('elements_qr_code_idx').on(t.qrCode),
  index('elements_designation_trgm_idx').using('gin', trgm(t.designation)),
  index('elements_identification_trgm_idx').using('gin', trgm(t.identificationNumber)),
  // Every searched column needs one: a single unindexed column in the OR defeats the bitmap plan.
  index('elements_repere_1_trgm_idx').using('gin', trgm(t.repere1)),
  index('elements_repere_2_trgm_idx').using('gin', trgm(t.repere2)),
  // Express reports' matcher: the OCR-tolerant identifier key (analysis/normalise.ts keySql) per company.
  index('elements_company_identification_key_idx').on(t.companyId, sql`translate(upper(regexp_replace(f_unaccent(${t.identificationNumber}), '[^A-Za-z0-9|]', '', 'g')), 'OQDILSBZG|', '0001158261')`),
  // Imports' duplicate check (a site's identification number, any case): one probe per row.
  index('elements_factory_identification_idx').on(t.factoryId, sql`lower(${t.identificationNumber})`),
]);

/** Objects linked to an element (other elements for now). */
export const elementLinks = pgTable('element_links', {
  elementId: integer('element_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
  linkedId: integer('linked_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.elementId, t.linkedId] }), index('element_links_linked_idx').on(t.linkedId)]);

/** Custom characteristics of elements (tier pro). */
export const customAttributes = pgTable('custom_attributes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  type: attributeTypeEnum('type').notNull(),
  /** The choices of a `list` attribute. */
  choices: text('choices').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
}, (t) => [index('custom_attributes_company_name_id_idx').on(t.companyId, t.name, t.id)]);

export const customAttributeElementTypes = pgTable('custom_attribute_element_types', {
  attributeId: integer('attribute_id').notNull().references(() => customAttributes.id, { onDelete: 'cascade' }),
  elementTypeId: integer('element_type_id').notNull().references(() => elementTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.attributeId, t.elementTypeId] })]);

export const customAttributeFactories = pgTable('custom_attribute_factories', {
  attributeId: integer('attribute_id').notNull().references(() => customAttributes.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.attributeId, t.factoryId] }), index('custom_attribute_factories_factory_idx').on(t.factoryId)]);
