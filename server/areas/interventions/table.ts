// Control and maintenance interventions: a visit on a site, planned from start to end, which
// holds controls (control interventions: controls.intervention_id) or observations (maintenance).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { collatedName, createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { factories } from '../sites/table';
import { regulations } from '../regulations/table';
import { users } from '../users/table';
import { INTERVENTION_KINDS, INTERVENTION_STATUSES } from '../../../resources/interventions';

export const interventionKindEnum = pgEnum('intervention_kind', INTERVENTION_KINDS);
export const interventionStatusEnum = pgEnum('intervention_status', INTERVENTION_STATUSES);

export const interventions = pgTable('interventions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: interventionKindEnum('kind').notNull(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  /** The inspector (control) or the participant (maintenance): a person or a body, free text. */
  participant: varchar('participant', { length: 255 }).notNull().default(''),
  supervisorId: integer('supervisor_id').references(() => users.id, { onDelete: 'set null' }),
  status: interventionStatusEnum('status').notNull().default('to_do'),
  /** The day the work was really done (validation): its controls are finished on it. */
  completedDate: date('completed_date'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('interventions_kind_factory_start_id_idx').on(t.kind, t.factoryId, t.startDate, t.id),
  index('interventions_kind_start_id_idx').on(t.kind, t.startDate, t.id),
  index('interventions_kind_name_id_idx').on(t.kind, t.name, t.id),
  index('interventions_company_idx').on(t.companyId),
  check('interventions_dates_check', sql`${t.endDate} >= ${t.startDate}`),
]);

export const interventionRegulations = pgTable('intervention_regulations', {
  interventionId: integer('intervention_id').notNull().references(() => interventions.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.interventionId, t.regulationId] }), index('intervention_regulations_reg_idx').on(t.regulationId)]);
