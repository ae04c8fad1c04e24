// The dashboards' name lists, without zod (the console imports them; resources/dashboards.ts,
// which holds the zod schemas, re-exports them for the API).

/** The main dashboard's seven cycles (GET /dashboard/main/control_cycle_<cycle>/). */
export const DASHBOARD_CYCLES = [
  'elements', 'control', 'control_intervention', 'document', 'express_repport', 'task', 'task_intervention',
] as const;
export type DashboardCycle = (typeof DASHBOARD_CYCLES)[number];
export const DASHBOARD_SECTIONS = ['to_prepare', 'to_validate', 'to_wait', 'warning'] as const;
export const CONFORMITY_CARDS = ['sites', 'buildings', 'regulations', 'controls', 'obligations', 'tasks'] as const;
