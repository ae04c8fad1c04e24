// What users see of background jobs, and the rows a running job locks: the job runner's tables.
// drizzle-kit reads server/*/table.ts beside the areas' (drizzle.config.ts).
import { index, integer, jsonb, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { companies } from '../areas/company/table';
import { users } from '../areas/users/table';
import { JOB_STATUSES } from '../../resources/contract';

export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);

/**
 * What a user sees of a background job (pg-boss keeps the queue itself; its job id is this id).
 * Written by the job runner: status, progress 0-100, result, or a translatable error.
 */
export const jobRuns = pgTable('job_runs', {
  id: uuid('id').primaryKey(),
  kind: varchar('kind', { length: 64 }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  status: jobStatusEnum('status').notNull().default('queued'),
  progress: integer('progress').notNull().default(0),
  /** The job's input (without secrets), kept to show what was asked. */
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb('result').$type<Record<string, unknown>>(),
  /** An i18n key (`jobs.errors.*`, `api.*`) and its parameters, translated when read. */
  errorKey: varchar('error_key', { length: 128 }),
  errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('job_runs_user_created_idx').on(t.userId, t.createdAt)]);

/**
 * Rows a running job is changing (spec §4, locked objects): read-only for everyone else until the
 * job ends. One row per job and batch holding the ids as an array (a 100k-row bulk job writes one
 * row, not 100k); a GIN index answers "is this id locked" (`ids @> ARRAY[id]`). Released in the
 * job runner's finally; locks of dead jobs are swept (server/jobs/locks.ts).
 */
export const jobLocks = pgTable('job_locks', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  jobId: uuid('job_id').notNull(),
  /** The job's kind, to name it in the refusal without a join. */
  kind: varchar('kind', { length: 64 }).notNull(),
  /** The locked table (a resource's main table). */
  tableName: varchar('table_name', { length: 64 }).notNull(),
  ids: integer('ids').array().notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('job_locks_job_idx').on(t.jobId),
  index('job_locks_ids_idx').using('gin', t.ids),
]);
