// Dashboards: the conformity score history (a daily snapshot per company, site and regulation,
// kept by a scheduled job), the monthly consumption snapshot of active elements, and the main
// dashboard's stored counters (counters.ts).
import { date, index, integer, pgTable, primaryKey, real, unique, varchar } from 'drizzle-orm/pg-core';
import { companies, elementTypes, factories, regulations } from '../../db/schema/core';

export const conformityScoreHistory = pgTable('conformity_score_history', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  day: date('day').notNull(),
  /** null: the whole company (or all regulations of the site). */
  factoryId: integer('factory_id').references(() => factories.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').references(() => regulations.id, { onDelete: 'cascade' }),
  /** 0..100 (formula: docs/conformity-score.md). */
  score: real('score').notNull(),
  elements: integer('elements').notNull().default(0),
  nonCompliantElements: integer('non_compliant_elements').notNull().default(0),
  lateControls: integer('late_controls').notNull().default(0),
  openControls: integer('open_controls').notNull().default(0),
  lateTasks: integer('late_tasks').notNull().default(0),
  openTasks: integer('open_tasks').notNull().default(0),
  missingDocuments: integer('missing_documents').notNull().default(0),
  obligations: integer('obligations').notNull().default(0),
}, (t) => [
  unique('conformity_score_history_key').on(t.companyId, t.day, t.factoryId, t.regulationId).nullsNotDistinct(),
  index('conformity_score_history_company_day_idx').on(t.companyId, t.day),
]);

/** Active elements per company, month, site, element type and regulation (consumption). */
export const elementConsumption = pgTable('element_consumption', {
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  month: date('month').notNull(),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  elementTypeId: integer('element_type_id').notNull().references(() => elementTypes.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
  activeElements: integer('active_elements').notNull().default(0),
}, (t) => [
  unique('element_consumption_key').on(t.companyId, t.month, t.factoryId, t.elementTypeId, t.regulationId),
]);

/**
 * The main dashboard's counts of controls and elements per site, regulation and building, kept
 * by the database's own statement triggers on `controls` and `elements` (every write path), the
 * date-based ones (late, next 30 days, to discard) recounted when the day changes (counters.ts;
 * migration 0018). A key's count in a scope is SUM(n) over the scope's rows.
 */
export const dashboardCounters = pgTable('dashboard_counters', {
  key: varchar('key', { length: 40 }).notNull(),
  factoryId: integer('factory_id').notNull(),
  regulationId: integer('regulation_id').notNull(),
  buildingId: integer('building_id').notNull(),
  n: integer('n').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.factoryId, t.regulationId, t.buildingId] })]);

/** The days the date-based counters were counted for (one row): other days read live counts. */
export const dashboardCounterState = pgTable('dashboard_counter_state', {
  id: integer('id').primaryKey().default(1),
  /** CURRENT_DATE (controls' late and next 30 days). */
  dayDb: date('day_db'),
  /** The business day in Europe/Paris (elements to discard). */
  dayParis: date('day_paris'),
});
