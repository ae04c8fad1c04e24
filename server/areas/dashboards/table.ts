// Dashboards: the conformity score history (a daily snapshot per company, site and regulation,
// kept by a scheduled job), the monthly consumption snapshot of active elements, and the main
// dashboard's stored counters (counters.ts).
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, real, unique, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/table';
import { elementTypes } from '../element-types/table';
import { factories } from '../sites/table';
import { regulations } from '../regulations/table';

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
  /** CURRENT_DATE, recorded (controls' late and next 30 days read the business day since migration 0044). */
  dayDb: date('day_db'),
  /** The business day in Europe/Paris (controls late and due, elements to discard). */
  dayParis: date('day_paris'),
});

/**
 * The conformity score's store (score-store.ts; migration 0020): each element's findings and
 * penalty (docs/conformity-score.md), kept by score_refresh() from the element ids that the
 * triggers of elements, controls, obligations, obligation_documents and tasks queue in
 * score_dirty, and re-queued for the elements whose controls or tasks turned late when the day
 * changed. The cards read score_counters: the same numbers summed per site, regulation and
 * building (at most sites × regulations × buildings rows instead of a million elements).
 */
export const elementFindings = pgTable('element_findings', {
  elementId: integer('element_id').primaryKey(),
  companyId: integer('company_id').notNull(),
  factoryId: integer('factory_id').notNull(),
  buildingId: integer('building_id').notNull(),
  regulationId: integer('regulation_id').notNull(),
  nonCompliant: boolean('non_compliant').notNull(),
  /** Late blocking, late other and open controls. */
  lb: integer('lb').notNull(),
  lc: integer('lc').notNull(),
  oc: integer('oc').notNull(),
  /** Missing obligations (no document) and obligations counted (not no_followup). */
  mo: integer('mo').notNull(),
  obn: integer('obn').notNull(),
  /** Late and open tasks. */
  lt: integer('lt').notNull(),
  ot: integer('ot').notNull(),
  penalty: integer('penalty').notNull(),
}, (t) => [
  // The improve ranking (improve.ts): per company and kind of finding, the elements by what fixing
  // one such finding gains (score_gain, migration 0020), read in order and stopped at 50.
  index('element_findings_gain_nc_idx').on(t.companyId, sql`score_gain(${t.penalty}, 40) DESC`, t.elementId).where(sql`${t.nonCompliant}`),
  index('element_findings_gain_lb_idx').on(t.companyId, sql`score_gain(${t.penalty}, 20) DESC`, t.elementId).where(sql`${t.lb} > 0`),
  index('element_findings_gain_lc_idx').on(t.companyId, sql`score_gain(${t.penalty}, 10) DESC`, t.elementId).where(sql`${t.lc} > 0`),
  index('element_findings_gain_mo_idx').on(t.companyId, sql`score_gain(${t.penalty}, 10) DESC`, t.elementId).where(sql`${t.mo} > 0`),
  index('element_findings_gain_lt_idx').on(t.companyId, sql`score_gain(${t.penalty}, 5) DESC`, t.elementId).where(sql`${t.lt} > 0`),
]);

/** element_findings summed per site, regulation and building: what the score cards read. */
export const scoreCounters = pgTable('score_counters', {
  factoryId: integer('factory_id').notNull(),
  regulationId: integer('regulation_id').notNull(),
  buildingId: integer('building_id').notNull(),
  companyId: integer('company_id').notNull(),
  elements: integer('elements').notNull().default(0),
  /** Sum of the elements' scores (each 0..100) and the count of those below 100. */
  scoreSum: bigint('score_sum', { mode: 'number' }).notNull().default(0),
  failing: integer('failing').notNull().default(0),
  nonCompliant: integer('non_compliant').notNull().default(0),
  lateControls: integer('late_controls').notNull().default(0),
  openControls: integer('open_controls').notNull().default(0),
  missingDocuments: integer('missing_documents').notNull().default(0),
  obligations: integer('obligations').notNull().default(0),
  lateTasks: integer('late_tasks').notNull().default(0),
  openTasks: integer('open_tasks').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.factoryId, t.regulationId, t.buildingId] })]);

/**
 * Element ids whose findings must be recomputed (queued by the triggers, taken by
 * score_refresh()). No unique key: a writer still in flight adds its own row, which a refresh
 * that cannot see it yet leaves for the next one.
 */
export const scoreDirty = pgTable('score_dirty', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  elementId: integer('element_id').notNull(),
});

/** The days element_findings' late counts were computed for (one row). */
export const scoreState = pgTable('score_state', {
  id: integer('id').primaryKey().default(1),
  /** CURRENT_DATE, recorded (controls' lateness reads the business day since migration 0044). */
  dayDb: date('day_db'),
  /** The business day in Europe/Paris (controls' and tasks' lateness). */
  dayParis: date('day_paris'),
});
