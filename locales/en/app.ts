import type { app as fr } from '../fr/app';
import type { Catalogue } from '../types';

import { account } from './app-account';
import { calendar } from './app-calendar';
import { interventions } from './app-interventions';
import { elements } from './app-elements';
import { labels, scanner } from './app-labels';
import { users } from './app-users';
import { budget } from './app-budget';
import { shell, toasts } from './app-shell';
import { notes } from './app-notes';
import { documents } from './app-documents';
import { activityReport, contract } from './app-activity';
import { dashboard, score } from './app-dashboard';
import { imports } from './app-imports';
import { express, support } from './app-express-reports';
import { sessions } from './app-identity';
import { integrations } from './app-integrations';
import { legal } from './app-help';
import { branches, companyAccount } from './app-company';

export const app = {
  users,
  shell,
  toasts,
  labels,
  scanner,
  account,
  interventions,
  elements,
  calendar,
  budget,
  notes,
  documents,
  activityReport,
  legal,
  contract,
  imports,
  express,
  support,
  sessions,
  integrations,
  company_account: companyAccount,
  branches,
  name: 'Compliance',
  login: {
    session_expired: 'Your session has expired: sign in again to continue.',
    title: 'Sign in',
    email: 'E-mail address',
    password: 'Password',
    next: 'Next',
    submit: 'Log in',
    signing_in_as: 'Signing in as',
    change_email: 'Change e-mail address',
    show_password: 'Show password',
    hide_password: 'Hide password',
    email_required: 'Enter your e-mail address.',
    password_required: 'Enter your password.',
    use_login_page: 'Sign in from the login page.',
  },
  language: { label: 'Language' },
  menu: {
    legal: 'Legal notice and privacy',
    activity_report: 'Activity report',
    consumption: 'Consumption (contract)',
    express_reports: 'Express reports',
    process_express_reports: 'Process express reports',
    support_queue: 'Express reports queue',
    deadlines: 'Deadlines',
    dashboard: 'Dashboard',
    score: 'Conformity score',
    elements: 'Elements',
    control_interventions: 'Control interventions',
    maintenance_interventions: 'Maintenance interventions',
    tasks: 'Observations',
    documents: 'Documents',
    branches: 'Branches',
    company_account: 'Company account',
    integrations: 'Integrations',
    imports: 'Imports',
    obligations: 'Documentary obligations',
    control_budget: 'Control budget',
    data_management: 'Data management',
    user_menu: 'User menu',
    logout: 'Log out',
  },
  company: { label: 'Company', all: 'All companies' },
  demo: { label: 'Demo', hint: 'Demo company: its data are examples.' },
  dashboard,
  score,
  list: {
    empty: 'No results',
    sheet_title: 'Preview',
    sheet_open: 'Open the page',
    count: '%{smart_count} result |||| %{smart_count} results',
    page: 'Page %{page}',
    per_page: 'Rows per page',
    previous: 'Previous page',
    next: 'Next page',
    export_csv: 'CSV',
    export_xlsx: 'Excel (XLSX)',
    export_csv_email: 'CSV by e-mail',
    export_xlsx_email: 'Excel (XLSX) by e-mail',
    export_failed: 'The export failed, please try again later.',
  },
  locked_by_job: 'Object locked: data is being updated (%{job}, job %{id}). It is read-only until the job ends.',
  bulk: {
    locked: 'The selection contains a locked row: bulk actions are unavailable. |||| The selection contains %{smart_count} locked rows: bulk actions are unavailable.',
    locked_job: 'Locked by: %{job} (job %{id}).',
    select_all_matching: 'Select all %{smart_count} results',
    all_selected: 'The result is selected |||| All %{smart_count} results are selected',
    clear_selection: 'Clear selection',
    deleted: 'Your action has been taken into account (%{count} row deleted). |||| Your action has been taken into account (%{count} rows deleted).',
    updated: 'Your action has been taken into account (%{count} row updated). |||| Your action has been taken into account (%{count} rows updated).',
    update_title: 'Update the selection',
    update_help: 'Tick the fields to change: the others stay as they are.',
    change_field: 'Change “%{field}”',
  },
  confirm: {
    title: 'Confirmation required',
    word: 'CONFIRM',
    label: 'Type %{word} to confirm',
    submit: 'Confirm',
  },
  unsaved: { title: 'Unsaved changes', leave: 'Leave without saving', stay: 'Stay on the page' },
  form: { errors_title: 'The save was refused:' },
  picker: {
    refine: 'Refine the search: %{count} results',
  },
  reports: {
    generate: 'Generate a report',
    export: 'Export',
    format_pdf: 'PDF report',
    format_xlsx: 'XLSX workbook',
    title: 'Report being prepared',
  },
  exports: {
    title: 'Export by e-mail',
    sent: 'The export (%{smart_count} row) was sent to you by e-mail. |||| The export (%{smart_count} rows) was sent to you by e-mail.',
    download: 'Download the file',
    page_title: 'Download',
    loading: 'Preparing the download…',
    started: 'Your download has started.',
    again: 'Download again',
    missing: 'This zip file does not exist.',
    failed: 'The file could not be loaded. Please try again later.',
    back: 'Back to the app',
  },
  jobs: {
    title: 'Processing',
    progress: 'Progress',
    percent: '%{percent}%',
    status: {
      queued: 'Queued',
      running: 'Running',
      done: 'Done',
      failed: 'Failed',
    },
    close_hint: 'You can close this window: the task goes on.',
    failed: 'The task failed.',
    load_error: 'The state of the task could not be read.',
  },
  errors: {
    generic: 'An error occurred.',
    form_unavailable: 'This form is not available at the moment: try again later.',
    copy_link_failed: "The link could not be copied: copy the page's address by hand.",
    link_copied: 'Link copied.',
    copy_link: 'Copy the link',
    preselection: 'The preselection could not be made: choose again, or fill in the steps by hand.',
    network: 'This action is not available at the moment.',
    server: 'Sorry, an unexpected error occurred.',
    invalid_form: 'Invalid form, please correct the errors and try again.',
    unexpected: 'Unexpected error.',
    unknown: 'An unknown error occurred.',
    not_authenticated: 'You are not signed in.',
  },
  pages: {
    back_to_app: 'Back to the application',
    not_found: {
      title: 'Page not found',
      text: 'The page you asked for does not exist or has moved.',
    },
    forbidden: {
      title: 'Access denied',
      text: 'You do not have the rights needed for this page. Ask an administrator to update your permissions.',
    },
    server_error: {
      title: 'Something went wrong',
      text: 'Sorry, an unexpected error occurred.',
      retry: 'Retry',
    },
    sso_error: {
      title: 'Authentication error',
      back: 'Back to sign in',
      codes: {
        generic: 'Signing in through your identity provider failed. Contact support or your IT department.',
        email_mismatch: 'The e-mail address sent by your identity provider does not match. Contact support or your IT department.',
        invalid_email: 'The e-mail address sent by your identity provider is not valid. Contact support or your IT department.',
        missing_email: 'Your identity provider sent no e-mail address. Contact support or your IT department.',
        missing_company_link: 'Your company is not configured for single sign-on yet. Contact support or your IT department.',
        missing_relay_state: "Your identity provider's answer is incomplete. Contact support or your IT department.",
        server_error: 'A server error interrupted the authentication. Contact support or your IT department.',
        user_not_found: 'No account matches this user. Contact support or your IT department.',
      },
    },
  },
} satisfies Catalogue<typeof fr>;
