/** API messages of the activity report (api.activity.*) and consumption (api.consumption.*) (en). */
import type { activity as fr, consumption as frConsumption } from '../fr/api-activity';
import type { Catalogue } from '../types';

export const activity = {
  period: 'The period is "last_year" or "past_twelve_months".',
  format: 'The format is "pdf" or "xlsx".',
  report_queued: 'The report covers %{count} sites: it is being prepared and the link will be e-mailed to you.',
  report_title: 'Activity report',
  filename: 'activity-report',
  periods: { last_year: 'Last year', past_twelve_months: 'Past twelve months' },
  series: {
    controls_done: 'Controls done',
    interventions: 'Interventions done',
    tasks_opened: 'Observations opened',
    tasks_closed: 'Observations closed',
    documents_added: 'Documents added',
    express_reports_processed: 'Express reports processed',
  },
  month: 'Month',
  site: 'Site',
  total: 'Total',
  per_month: 'Per month',
  per_site: 'Per site',
  generated: 'Generated on %{date}',
  coverage_company: 'Company: %{names}',
  coverage_companies: 'Companies: %{names}',
  coverage_sites: 'Sites (%{count}): %{names}',
  more_sites: ' and %{count} more',
} satisfies Catalogue<typeof fr>;

export const consumption = {
  month: 'The month is written YYYY-MM.',
  month_order: 'The start month comes before the end month.',
  month_span: 'The period covers at most 36 months.',
  export: {
    month: 'Month', entity: 'Entity (branch)', site: 'Site', element_type: 'Element type', regulation: 'Regulation',
    active_elements: 'Active elements', pages: 'Pages analysed', filename: 'consumption',
  },
} satisfies Catalogue<typeof frConsumption>;
