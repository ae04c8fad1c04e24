// The verdicts on elements, each with its reason: an express report's verdict (on the inspection
// date), a control's result (on its completed date), or a person who set or lifted it (on the day
// they did). elements.conformity is the latest one (by day, then by id) or compliant when there
// is none; verdicts.ts writes both in one transaction, and the recompute checks they agree.
// In a file of its own: controls and express reports reference elements (table.ts), and this
// table references them, so table.ts imports neither.
import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { users } from '../users/table';
import { controls } from '../controls/table';
import { expressReports } from '../express-reports/table';
import { conformityEnum, elements } from './table';

export const elementVerdicts = pgTable('element_verdicts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  elementId: integer('element_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
  verdict: conformityEnum('verdict').notNull(),
  /** 'report' | 'control' | 'user' */
  source: varchar('source', { length: 16 }).notNull().$type<'report' | 'control' | 'user'>(),
  expressReportId: integer('express_report_id').references(() => expressReports.id, { onDelete: 'set null' }),
  controlId: integer('control_id').references(() => controls.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The day the verdict speaks for: inspection date, completed date, or the day a person set it. */
  day: date('day').notNull(),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('element_verdicts_element_day_id_idx').on(t.elementId, t.day, t.id),
  index('element_verdicts_report_idx').on(t.expressReportId),
  index('element_verdicts_control_idx').on(t.controlId),
]);
