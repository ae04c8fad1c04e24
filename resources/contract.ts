// The API answers both sides read, declared once (issue 9 §5): the current user (/user/me/ and
// the login answer), a job's state (/jobs/{id}/) and a resource's options (/R/options/). The
// server documents its routes with these schemas (OpenAPI at /api/docs); the console imports
// the types only (`import type`), so zod never reaches its bundle. Not exported by index.ts.
import { z } from 'zod';
import { CONTROL_STATUSES } from './controls';
import { ACTIONS } from './types';
import { AREAS } from './rights';
import { USER_ROLES } from './users';

const id = z.number().int();

export const userRightsSchema = z.partialRecord(z.enum(AREAS), z.array(z.enum(ACTIONS)));

export const currentUserSchema = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(USER_ROLES).nullable(),
  picture_id: id.nullable(),
  factories: z.array(id),
  regulations: z.array(id),
  buildings: z.array(id),
  profile_details: z.looseObject({ language: z.string().optional(), preferred_dashboard: z.string().optional() }),
  force_password_change: z.boolean(),
  exclude_from_sso: z.boolean(),
  sso_settings: z.unknown(),
  hash: z.string().describe('Changes whenever what the console derives from the user changes.'),
  rights: userRightsSchema,
  is_administrator: z.boolean(),
  dashboard_access: z.array(z.string()),
  can_process_express_reports: z.boolean(),
  teams: z.array(z.object({ id, name: z.string(), company: id })),
  companies: z.array(id),
  company: z.union([id, z.literal('all')]),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobStateSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable().describe('The failure, translated (Accept-Language); null unless failed.'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
/** GET /jobs/{id}/: a background job's state (`error` is already translated). */
export type JobState = z.infer<typeof jobStateSchema>;

export const resourceOptionsSchema = z.object({
  tabs: z.array(z.object({ name: z.string(), label: z.string(), param: z.string(), default: z.string().nullable() })),
  detail_actions: z.array(z.string()),
  ordering: z.array(z.string()),
  filters: z.array(z.string()),
  bulk_actions: z.array(z.string()),
});
/** GET /R/options/ and /R/{id}/options/: what the console may offer the caller. */
export type ResourceOptions = z.infer<typeof resourceOptionsSchema>;

/** A control as listed under an intervention (GET /control-interventions/{id}/controls/). */
export const plannedControlSchema = z.object({
  id,
  designation: z.string(),
  element: id,
  element_name: z.string(),
  next_date: z.string().describe('YYYY-MM-DD'),
  completed_date: z.string().nullable().describe('YYYY-MM-DD'),
  status: z.enum(CONTROL_STATUSES),
});
export type PlannedControl = z.infer<typeof plannedControlSchema>;
export const plannedControlsSchema = z.object({ results: z.array(plannedControlSchema) });
/** GET /control-interventions/plannable-controls/: open controls of a site, with their intervention if planned. */
export const plannableControlsSchema = z.object({ results: z.array(plannedControlSchema.extend({ intervention: id.nullable() })) });

/** GET /control-prices/forecast/: the control budget of the coming months, per site. */
export const forecastSchema = z.object({
  months: z.array(z.string().describe('YYYY-MM')),
  sites: z.array(z.object({ factory: id, factory_name: z.string(), per_month: z.array(z.number()), total: z.number() })),
  total: z.number(),
  currency: z.literal('EUR'),
  unpriced_types: z.array(z.object({ id, name: z.string() })),
});
export type Forecast = z.infer<typeof forecastSchema>;
