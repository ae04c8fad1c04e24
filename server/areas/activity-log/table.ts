// The activity log's table: read by this area's resource, written by the engine's activity
// service (server/crud/activity-record.ts, in SQL: the engine imports no area).
import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { users } from '../users/table';

/**
 * The activity log: one row per write (create, update, delete, bulk, status, login, import,
 * export), written in the write's own transaction. Labels are kept as they were, so the log
 * stays readable after the object or the user is gone.
 */
export const activityLog = pgTable('activity_log', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  createdAt: createdAt(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  userLabel: varchar('user_label', { length: 320 }).notNull().default(''),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  /** The site the object belongs to, when it has one (site scoping of the log). */
  factoryId: integer('factory_id'),
  /** The building, for objects a building-level scope narrows (elements, buildings). */
  buildingId: integer('building_id'),
  action: varchar('action', { length: 32 }).notNull(),
  objectType: varchar('object_type', { length: 64 }).notNull(),
  objectId: integer('object_id'),
  objectLabel: varchar('object_label', { length: 500 }).notNull().default(''),
  /** { field: [old, new] } */
  changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
}, (t) => [
  index('activity_log_company_created_idx').on(t.companyId, t.createdAt, t.id),
  index('activity_log_created_id_idx').on(t.createdAt, t.id),
  index('activity_log_user_created_idx').on(t.userId, t.createdAt),
  index('activity_log_object_idx').on(t.objectType, t.objectId),
]);
