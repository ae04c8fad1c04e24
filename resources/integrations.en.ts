// The words of the integrations area (webhooks, calendar feed), in English: the same keys as
// integrations.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './integrations.fr';

export const words = {
  app: {
    menu: {
      integrations: 'Integrations',
    },
    integrations: {
      title: 'Integrations',
      load_error: 'This section could not be loaded. Try again later.',
      copied: 'Copied to the clipboard.',
      copy_failed: 'Copying failed: select the text and copy it by hand.',
      connected: {
        title: 'What is connected',
        feed: 'Your personal calendar, to add by its address in Outlook, Google Calendar or Apple Calendar.',
        webhooks: 'No active webhook |||| %{smart_count} active webhook |||| %{smart_count} active webhooks',
        no_webhooks: 'Webhooks need the Corpo plan and the "account preferences" right.',
      },
      feed: {
        title: 'Deadlines calendar feed',
        intro: 'Your upcoming (12 months) and late controls and interventions, within your scope, as all-day events. Subscribe to this address from your calendar: it updates itself.',
        url: 'Feed address (iCalendar)',
        copy: 'Copy the address',
        private: 'This address gives access to your deadlines without signing in: do not share it. If it leaked, make a new one.',
        reset: 'Make a new address',
        reset_confirm: 'The current address will stop working in every subscribed calendar. Continue?',
        reset_done: 'New address made: the old one no longer works.',
      },
      webhooks: {
        intro: 'Each chosen event is POSTed as JSON to the address, signed: X-Conformite-Signature is sha256=<hex HMAC-SHA256 of the body with the secret>. Failures are retried; after 10 failures in a row the webhook is disabled and its creator told by e-mail.',
        unavailable: 'Webhooks are part of the Corpo plan and need the "account preferences" right.',
        none: 'No webhook yet.',
        add: 'Add a webhook',
        active: 'Active',
        inactive: 'Disabled',
        created_title: 'Webhook created',
        secret_once: 'Copy this secret now: it will never be shown again. It checks the signature of each delivery.',
        copy_secret: 'Copy the secret',
        done: 'I copied the secret',
        log_title: 'Delivery log',
        log_empty: 'No delivery yet.',
      },
    },
  },
  api: {
    integrations: {
      errors: {
        company_not_corpo: 'Webhooks are part of the Corpo plan.',
        url_invalid: 'The address is not a valid URL (http or https, without credentials).',
        url_scheme: 'The address must begin with http:// or https://.',
        url_blocked: 'This address is private or reserved (local network, loopback, link-local): it is not allowed.',
        no_event: 'Choose at least one event.',
      },
      feed: {
        name: 'Conformité — deadlines of %{name}',
        description: 'Upcoming and late controls and interventions, within your scope.',
        late_prefix: 'LATE — ',
        control: 'Control: %{name}',
        control_intervention: 'Control intervention: %{name}',
        maintenance_intervention: 'Maintenance intervention: %{name}',
        element: 'Equipment: %{name}',
        site: 'Site: %{name}',
        late_since: 'Past its deadline since %{date}',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
