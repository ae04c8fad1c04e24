// The words of the notifications area (settings, bell, e-mails), in English: the same keys as
// notifications.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './notifications.fr';

export const words = {
  app: {
    account: {
      menu: {
        notifications: 'Preferences (notifications)',
      },
      notifications: {
        title: 'Notification preferences',
        intro: 'Choose the e-mails you want to receive.',
        empty: 'No notification to set.',
        load_error: 'The notification preferences cannot be loaded.',
        horizon: 'Remind the controls due within',
        horizon_days: '%{days} days',
        preview: 'Send me a preview',
        preview_of: 'Send me a preview: %{label}',
        preview_sent: 'Preview sent to your e-mail address.',
      },
      bell: {
        open: 'Notifications',
        open_unread: 'Notifications, %{count} unread',
        title: 'Notifications',
        empty: 'No notification.',
        read_all: 'Mark all as read',
        unread: 'Unread',
        load_error: 'The notifications cannot be loaded.',
      },
    },
  },
  api: {
    account: {
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
    },
  },
  notify: {
    layout: {
      greeting: 'Hello %{name},',
      footer: 'You receive this message because the "%{kind}" notification is on in your preferences.',
      unsubscribe: 'Stop receiving this kind of message',
      preferences: 'Manage my notifications',
      preview: 'Preview: ',
      more: '… and %{count} more',
    },
    deadline_reminder: {
      subject: '%{app}: %{late} late controls, %{due} due within %{days} days',
      intro: 'Here are the controls of your sites that are late or due within the next %{days} days.',
      site: '%{site}: %{late} late, %{due} coming up',
      line: '%{designation} (%{element}): %{date}',
      late_link: 'See the late controls',
      due_link: 'See the coming controls',
      action: 'Open the deadlines',
      empty: 'No late or due control: nothing to do for now.',
    },
    weekly_digest: {
      subject: '%{app}: your weekly summary',
      intro: 'Here is where your sites stand this week.',
      to_prepare: 'To prepare',
      to_validate: 'To validate',
      late: 'Late',
      non_compliant: 'Non-compliant',
      line: '%{label}: %{count}',
      action: 'Open the dashboard',
    },
    observation_assigned: {
      subject: '%{app}: an observation was assigned to you',
      intro: 'You are in charge of the observation "%{description}" on %{element} (%{site}).',
      deadline: 'Deadline: %{deadline}',
      action: 'Open the observation',
    },
    observation_late: {
      subject: '%{app}: an observation you are in charge of is late',
      intro: 'The observation "%{description}" on %{element} (%{site}) is past its deadline.',
      deadline: 'Deadline: %{deadline}',
      action: 'Open the observation',
    },
    intervention_to_validate: {
      subject: '%{app}: intervention "%{name}" to validate',
      intro: 'The intervention "%{name}" (%{site}) is done and waits for its validation.',
      deadline: 'Planned end: %{deadline}',
      action: 'Open the intervention',
    },
    express_report_to_check: {
      subject: '%{app}: express report "%{name}" to check',
      intro: 'The analysis of the express report "%{name}" is over: it waits for your check.',
      action: 'Check the report',
    },
    express_report_validated: {
      subject: '%{app}: express report "%{name}" validated',
      intro: 'The express report "%{name}" was validated: its controls and observations are up to date.',
      action: 'Open the report',
    },
    support_message: {
      subject_support: '%{app}: new message from %{company} — %{subject}',
      subject_user: '%{app}: support answered — %{subject}',
      intro_support: '%{company} wrote in the conversation “%{subject}”:',
      intro_user: 'Support answered in the conversation “%{subject}”:',
      action: 'Open the conversation',
    },
    import_done: {
      subject: '%{app}: import no. %{number} finished',
      intro: 'Import no. %{number} (%{file}) is finished: %{applied} rows saved.',
      action: 'See the import',
    },
    import_failed: {
      subject: '%{app}: import no. %{number} failed',
      intro: 'Import no. %{number} (%{file}) failed.',
      reason: 'Reason: %{reason}',
      action: 'See the import',
    },
    sample: {
      description: 'Walkway guardrail to fasten again',
      element: '5 t overhead crane',
      site: 'Sample site',
      name: 'Annual inspection (sample)',
      file: 'sample-report.pdf',
      resource: 'Elements',
      reason: 'The file holds no row.',
    },
    unsubscribe: {
      title: 'Unsubscribe',
      ask: 'Stop receiving "%{kind}" messages at %{email}?',
      confirm: 'Unsubscribe',
      done: 'Done: you will no longer receive "%{kind}" messages. You can turn them back on in your notification preferences.',
      invalid: 'This unsubscribe link is not valid.',
    },
  },
} as const satisfies Catalogue<typeof fr>;
