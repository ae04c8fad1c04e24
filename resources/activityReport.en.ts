// The words of the activity report, in English: the same keys as activityReport.fr.ts (type-
// checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './activityReport.fr';

export const words = {
  app: {
    menu: {
      activity_report: 'Activity report',
    },
    activityReport: {
      title: 'Activity report',
      intro: 'What was done on your sites, month by month: controls done, interventions, observations, documents and express reports.',
      period: 'Period',
      periods: { last_year: 'Last year', past_twelve_months: 'Past twelve months' },
      period_help: 'Last year: January to December of the previous year. Past twelve months: the eleven previous months and the current one.',
      sites: 'Sites',
      all_sites: 'All my sites',
      generate_pdf: 'Generate the report (PDF)',
      generate_xlsx: 'Generate the report (Excel)',
      generating: 'Generating the report…',
      job_title: 'Activity report by e-mail',
      job_sent: 'The report (%{smart_count} site) was e-mailed to you. |||| The report (%{smart_count} sites) was e-mailed to you.',
      job_download: 'Download the report',
      loading: 'Loading the report…',
      empty: 'No activity over this period for these sites.',
      chart_label: 'Chart of the activity per month',
      table_months: 'Activity per month',
      table_sites: 'Activity per site',
      month: 'Month',
      site: 'Site',
      total: 'Total',
      series: {
        controls_done: 'Controls done',
        interventions: 'Interventions done',
        tasks_opened: 'Observations opened',
        tasks_closed: 'Observations closed',
        documents_added: 'Documents added',
        express_reports_processed: 'Express reports processed',
      },
    },
  },
  api: {
    activity: {
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
    },
  },
} as const satisfies Catalogue<typeof fr>;
