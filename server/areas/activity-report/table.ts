// The activity report's monthly aggregates: per company, month, site and regulation, how many
// controls were finished, observations opened and closed, document links added and express
// reports processed. Past months only (the current one is counted live); rebuilt nightly over
// the last 24 months by aggregate.ts (a change back-dated into a past month shows the next day).
import { date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/table';
import { factories } from '../sites/table';
import { regulations } from '../regulations/table';

export const activityMonthly = pgTable('activity_monthly', {
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  /** First day of the month. */
  month: date('month').notNull(),
  /** null: documents without site, express reports without site. */
  factoryId: integer('factory_id').references(() => factories.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').references(() => regulations.id, { onDelete: 'cascade' }),
  /** controls_done, tasks_opened, tasks_closed, documents_added, express_reports_processed. */
  kind: varchar('kind', { length: 40 }).notNull(),
  n: integer('n').notNull(),
}, (t) => [index('activity_monthly_company_month_idx').on(t.companyId, t.month)]);
