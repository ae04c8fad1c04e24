// Deadlines: control types (the regulatory catalogue and each company's voluntary types), the
// controls themselves (one row per occurrence) and the control budget (a price per type).
// drizzle-kit reads every server/areas/*/table.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import {
  boolean, check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { collatedName, createdAt, trgm } from '../../db/columns';
import { buildings, factories } from '../sites/table';
import { companies } from '../company/table';
import { elementTypes } from '../element-types/table';
import { regulations } from '../regulations/table';
import { conformityEnum, elements } from '../elements/table';
import { users } from '../users/table';
import { interventions } from '../interventions/table';
import { CONTROL_STATUSES } from '../../../resources/controls';
import { openControlSql } from './open';

export const controlStatusEnum = pgEnum('control_status', CONTROL_STATUSES);

/**
 * A kind of periodic control. company_id NULL: the regulatory catalogue (what French regulation
 * imposes, `reference` cites the text; server/areas/controls/catalogue.ts); set: a company's
 * voluntary control type (tier pro), limited to some of its sites (control_type_factories, none: all).
 */
export const controlTypes = pgTable('control_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  category: varchar('category', { length: 100 }).notNull().default(''),
  frequencyMonths: integer('frequency_months').notNull(),
  /** The text the obligation comes from (catalogue), e.g. 'Arrêté du 1er mars 2004, art. 23'. */
  reference: text('reference').notNull().default(''),
  referenceUrl: text('reference_url'),
  leadsToNonCompliance: boolean('leads_to_non_compliance').notNull().default(true),
  /** Who may perform it, e.g. 'Organisme accrédité' or 'Personne qualifiée'. */
  controllerRequirement: varchar('controller_requirement', { length: 255 }).notNull().default(''),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('control_types_company_name_id_idx').on(t.companyId, t.name, t.id),
  index('control_types_name_id_idx').on(t.name, t.id),
  index('control_types_regulation_idx').on(t.regulationId),
  check('control_types_frequency_check', sql`${t.frequencyMonths} BETWEEN 1 AND 240`),
]);

export const controlTypeElementTypes = pgTable('control_type_element_types', {
  typeId: integer('type_id').notNull().references(() => controlTypes.id, { onDelete: 'cascade' }),
  elementTypeId: integer('element_type_id').notNull().references(() => elementTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.typeId, t.elementTypeId] }), index('control_type_element_types_et_idx').on(t.elementTypeId)]);

/** Sites a voluntary control type is limited to (none: every site of its company). */
export const controlTypeFactories = pgTable('control_type_factories', {
  typeId: integer('type_id').notNull().references(() => controlTypes.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.typeId, t.factoryId] }), index('control_type_factories_factory_idx').on(t.factoryId)]);

/**
 * One occurrence of a periodic control of an element. A finished occurrence keeps its
 * completed_date; the next one is a new row (next_date by the date rule, date-rule.ts).
 * company/factory/building/regulation follow the element (scope and filters without a join);
 * leads_to_non_compliance is copied from the type so conformity reads one table.
 */
export const controls = pgTable('controls', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  buildingId: integer('building_id').notNull().references(() => buildings.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'restrict' }),
  elementId: integer('element_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
  /** NULL once a voluntary type is deleted: the finished history stays. */
  typeId: integer('type_id').references(() => controlTypes.id, { onDelete: 'set null' }),
  designation: collatedName('designation').notNull(),
  frequencyMonths: integer('frequency_months').notNull(),
  /** The next or limit date. */
  nextDate: date('next_date').notNull(),
  completedDate: date('completed_date'),
  estimatedEndDate: date('estimated_end_date'),
  outOfGroupDate: date('out_of_group_date'),
  startDate: date('start_date'),
  status: controlStatusEnum('status').notNull().default('to_do'),
  controllerRequirement: varchar('controller_requirement', { length: 255 }).notNull().default(''),
  leadsToNonCompliance: boolean('leads_to_non_compliance').notNull().default(true),
  interventionId: integer('intervention_id').references(() => interventions.id, { onDelete: 'set null' }),
  /** What the controller found (recorded before or when finishing); non_compliant: a verdict and an observation. */
  result: conformityEnum('result'),
  resultRemark: text('result_remark').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Keyset pages by next_date, of one site or of all.
  index('controls_factory_next_date_id_idx').on(t.factoryId, t.nextDate, t.id),
  index('controls_next_date_id_idx').on(t.nextDate, t.id),
  index('controls_element_idx').on(t.elementId, t.nextDate),
  index('controls_intervention_idx').on(t.interventionId),
  index('controls_type_idx').on(t.typeId),
  index('controls_company_id_idx').on(t.companyId, t.id),
  // Conformity: the open controls that can make their element non-compliant, by date.
  index('controls_open_blocking_idx').on(t.nextDate, t.elementId)
    .where(sql`${openControlSql(t.status)} AND ${t.leadsToNonCompliance}`),
  // The activity report (issue 15): controls finished per site and month, an index range on the period
  // (the regulation in the key: an index-only count).
  index('controls_finished_factory_completed_idx').on(t.factoryId, t.completedDate, t.regulationId).where(sql`${t.status} = 'finished'`),
  index('controls_designation_trgm_idx').using('gin', trgm(t.designation)),
  check('controls_frequency_check', sql`${t.frequencyMonths} BETWEEN 1 AND 240`),
]);

/** The control budget: a company's price of one control of a type. */
export const controlPrices = pgTable('control_prices', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  typeId: integer('type_id').notNull().references(() => controlTypes.id, { onDelete: 'cascade' }),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('control_prices_company_type_idx').on(t.companyId, t.typeId), index('control_prices_type_idx').on(t.typeId)]);
