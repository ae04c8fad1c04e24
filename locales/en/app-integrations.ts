import type { integrations as fr } from '../fr/app-integrations';
import type { Catalogue } from '../types';

/** Console strings of the integrations page (app.integrations.*) (en). */
export const integrations: Catalogue<typeof fr> = {
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
};
