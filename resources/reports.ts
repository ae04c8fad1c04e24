// Which features have a per-record export (GET /{feature}/{id}/export/) and a list report
// (GET /{feature}/generate_report/), spec §7: read by the API (server/areas/reports) and the console
// (the "Exporter" and "Générer un rapport" buttons), so the console draws only what the API serves.
export const RECORD_EXPORTS = ['elements', 'control-interventions', 'maintenance-interventions', 'controls', 'tasks'] as const;
export const LIST_REPORTS = ['elements', 'controls', 'control-interventions', 'maintenance-interventions', 'tasks', 'obligations'] as const;
export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
