import type { account as fr } from '../fr/api-account';
import type { Catalogue } from '../types';

/** API messages of the account endpoints: profile, picture, notifications (api.account.*) (en). */
export const account = {
  errors: {
    dashboard_not_allowed: 'You do not have access to this dashboard.',
  },
  notifications: {
    export_ready: 'Export ready to download',
    weekly_digest: 'Weekly digest',
    deadline_reminders: 'Deadline reminders',
    report_validated: 'Express report validated',
    import_finished: 'Import finished',
  },
} satisfies Catalogue<typeof fr>;
