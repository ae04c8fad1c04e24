import type { account as fr } from '../fr/api-account';
import type { Catalogue } from '../types';

/** API messages of the account endpoints: profile, picture, notifications (api.account.*) (en). */
export const account = {
  errors: {
    dashboard_not_allowed: 'You do not have access to this dashboard.',
  },
  notifications: {
    deadline_reminder: 'Deadline reminders (late and coming controls, by site)',
    weekly_digest: 'Weekly summary (Monday morning)',
    observation_assigned: 'Observation assigned to me',
    observation_late: 'Late observation I am in charge of',
    intervention_to_validate: 'Intervention to validate',
    express_report_to_check: 'Express report to check',
    express_report_validated: 'Express report validated',
    import_done: 'Import finished',
    import_failed: 'Import failed',
    export_ready: 'Export ready to download',
    support_message: 'New message in a conversation with support',
  },
} satisfies Catalogue<typeof fr>;
