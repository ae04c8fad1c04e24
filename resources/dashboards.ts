// The dashboards' answers (issue 15), declared once for the API (which documents its routes
// with them) and the console (`import type` only). Not exported by index.ts.
import { z } from 'zod';

import { CONFORMITY_CARDS, DASHBOARD_CYCLES, DASHBOARD_SECTIONS, type DashboardCycle } from './dashboard-constants';

// The name lists live in dashboard-constants.ts (no zod: the console imports them).
export { CONFORMITY_CARDS, DASHBOARD_CYCLES, DASHBOARD_SECTIONS, type DashboardCycle };

/**
 * One number of a cycle and the list it opens: `resource` (an API resource name) with `filter`
 * (its list query parameters). GET /<resource>/count/ with that filter gives the same count;
 * the console opens the resource's list with the filter as URL parameters.
 */
export const dashboardItemSchema = z.object({
  key: z.string().describe('e.g. controls_late; label: dashboard.items.<key>'),
  count: z.number().int(),
  resource: z.string(),
  filter: z.record(z.string(), z.string()),
});
export const dashboardCycleSchema = z.object({
  cycle: z.enum(DASHBOARD_CYCLES),
  sections: z.object({
    to_prepare: z.array(dashboardItemSchema),
    to_validate: z.array(dashboardItemSchema),
    to_wait: z.array(dashboardItemSchema),
    warning: z.array(dashboardItemSchema),
  }),
});
export type DashboardCycleAnswer = z.infer<typeof dashboardCycleSchema>;

/** GET /dashboard/main/: the greeting. */
export const dashboardMainSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  element_count: z.number().int(),
});

/** The conformity dashboard's parts (GET /dashboard/conformity/<name>/). */
export const conformityCardSchema = z.object({
  name: z.enum(CONFORMITY_CARDS),
  /** 0..100, null when there is nothing to score. */
  score: z.number().nullable(),
  rows: z.array(z.object({ id: z.number().int(), label: z.string(), score: z.number().nullable(), total: z.number().int(), failing: z.number().int() })),
});
/** A part of the score dashboard's summary: its score (null: nothing to score), rows counted, rows failing. */
const scorePartSchema = z.object({ score: z.number().nullable(), total: z.number().int(), failing: z.number().int() });
/** GET /dashboard/score/ (and /dashboard/conformity/, the old name): the scope's numbers in one answer. */
export const dashboardScoreSchema = z.object({
  name: z.literal('score'),
  elements: scorePartSchema.describe('the mean element score; failing: elements below 100'),
  controls: scorePartSchema.describe('open controls, late ones'),
  obligations: scorePartSchema.describe('obligations to follow, without their document'),
  tasks: scorePartSchema.describe('open observations, late ones'),
});
/** GET /dashboard/conformity/history/: one point per year (the last snapshot of the year, or the mean). */
export const conformityHistorySchema = z.object({
  years: z.array(z.object({ year: z.number().int(), score: z.number().nullable() })),
});
/**
 * GET /dashboard/conformity/improve/: the causes of non-conformity (the late controls of one type,
 * a missing document, the late observations or non-compliant elements of one element type),
 * ranked by the points the score gains if every finding of the cause were fixed.
 */
export const conformityImproveSchema = z.object({
  items: z.array(z.object({
    kind: z.enum(['control', 'obligation', 'task', 'element']),
    finding: z.enum(['non_compliant', 'late_blocking_control', 'late_control', 'missing_obligation', 'late_task']),
    key: z.string().describe('the cause, unique in the list'),
    label: z.string().describe('the control type, document or element type'),
    elements: z.number().int().describe('elements hit by the cause'),
    findings: z.number().int().describe('findings fixed with the cause'),
    gain: z.number().describe('points the score gains if the cause were fixed'),
    resource: z.string(),
    filter: z.record(z.string(), z.string()).describe('the list of the findings: /<resource>/?<filter>'),
  })),
});
/** GET /dashboard/conformity/formula/: the formula shown under 'how is this computed?'. */
export const conformityFormulaSchema = z.object({ weights: z.record(z.string(), z.number()), text_key: z.string() });

export const ACTIVITY_PERIODS = ['last_year', 'past_twelve_months'] as const;
/** GET /activity/?period=…&factory=…: per month (YYYY-MM) and site. */
export const activityReportSchema = z.object({
  period: z.enum(ACTIVITY_PERIODS),
  months: z.array(z.string()),
  series: z.array(z.object({
    key: z.enum(['controls_done', 'interventions', 'tasks_opened', 'tasks_closed', 'documents_added', 'express_reports_processed']),
    per_month: z.array(z.number().int()),
    per_site: z.array(z.object({ factory: z.number().int(), label: z.string(), count: z.number().int() })),
  })),
});

/** GET /consumption/?month_gte=…: active elements and express pages, per month. */
export const consumptionSchema = z.object({
  rows: z.array(z.object({
    month: z.string(),
    factory: z.number().int().nullable(), factory_name: z.string().nullable(),
    /** The site's branch (spec §3 "Consumption per entity"), null for a site in no branch. */
    entity: z.number().int().nullable(), entity_name: z.string().nullable(),
    element_type: z.number().int().nullable(), element_type_name: z.string().nullable(),
    regulation: z.number().int().nullable(), regulation_name: z.string().nullable(),
    active_elements: z.number().int(),
    pages: z.number().int(),
  })),
});
/** GET /contract/engagement/: the plan, its limits and where the company stands. */
export const engagementSchema = z.object({
  tier: z.enum(['start', 'pro', 'corpo']).nullable(),
  limits: z.array(z.object({ key: z.string(), limit: z.number().int().nullable(), used: z.number().int() })),
});
