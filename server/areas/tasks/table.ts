// Observations (tasks): what inspectors found on an element, to be treated by a manager, maybe
// within a maintenance intervention. company/factory/building/regulation follow the element
// (scope and filters without a join), as for controls.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, trgm } from '../../db/columns';
import { buildings, factories } from '../sites/table';
import { companies } from '../company/table';
import { regulations } from '../regulations/table';
import { elements } from '../elements/table';
import { users } from '../users/table';
import { controls } from '../controls/table';
import { interventions } from '../interventions/table';
import { TASK_ORIGINS, TASK_STATUSES } from '../../../resources/tasks';

export const taskStatusEnum = pgEnum('task_status', TASK_STATUSES);
/** Where an observation comes from: typed by a person, a control's report, an express report. */
export const taskOriginEnum = pgEnum('task_origin', TASK_ORIGINS);

export const tasks = pgTable('tasks', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  buildingId: integer('building_id').notNull().references(() => buildings.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'restrict' }),
  elementId: integer('element_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  deadline: date('deadline'),
  managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
  status: taskStatusEnum('status').notNull().default('not_started'),
  verifiedPoints: text('verified_points').notNull().default(''),
  origin: taskOriginEnum('origin').notNull().default('manual'),
  controlId: integer('control_id').references(() => controls.id, { onDelete: 'set null' }),
  /** The express report it was read from (express reports: a later issue; no foreign key yet). */
  expressReportId: integer('express_report_id'),
  /** The maintenance intervention that treats it. */
  interventionId: integer('intervention_id').references(() => interventions.id, { onDelete: 'set null' }),
  /** Who closed it and when; set when a maintenance intervention's validation closed it (and the status it had). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedById: integer('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
  closedByInterventionId: integer('closed_by_intervention_id').references(() => interventions.id, { onDelete: 'set null' }),
  statusBeforeClose: taskStatusEnum('status_before_close'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('tasks_factory_deadline_id_idx').on(t.factoryId, t.deadline, t.id),
  index('tasks_deadline_id_idx').on(t.deadline, t.id),
  index('tasks_factory_created_id_idx').on(t.factoryId, t.createdAt, t.id),
  index('tasks_created_at_id_idx').on(t.createdAt, t.id),
  index('tasks_element_idx').on(t.elementId),
  index('tasks_intervention_idx').on(t.interventionId),
  index('tasks_manager_idx').on(t.managerId),
  index('tasks_control_idx').on(t.controlId),
  index('tasks_company_id_idx').on(t.companyId, t.id),
  // The activity report (issue 15): observations closed per site and month (closing is their last update).
  index('tasks_closed_factory_updated_idx').on(t.factoryId, t.updatedAt, t.regulationId).where(sql`${t.status} IN ('done', 'no_followup')`),
  index('tasks_description_trgm_idx').using('gin', trgm(t.description)),
]);
