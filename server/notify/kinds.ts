// The kinds of notification, each one a switch on /user/notifications, and how a user's stored
// settings (users.notification_settings, { kind: boolean, deadline_horizon_days: n }) read.

export const NOTIFICATION_KINDS = [
  'deadline_reminder', 'weekly_digest', 'observation_assigned', 'observation_late', 'intervention_to_validate',
  'express_report_to_check', 'express_report_validated', 'import_done', 'import_failed', 'export_ready',
  'support_message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (v: unknown): v is NotificationKind =>
  typeof v === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(v);

/** On unless the user turns it off; the digest is the one mail nobody asked for, hence off. */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, boolean> = {
  deadline_reminder: true, weekly_digest: false, observation_assigned: true, observation_late: true,
  intervention_to_validate: true, express_report_to_check: true, express_report_validated: true,
  import_done: true, import_failed: true, export_ready: true, support_message: true,
};

/** Settings saved under the first names of the switches still count (a user's "off" stays off). */
const LEGACY: Partial<Record<NotificationKind, string>> = {
  deadline_reminder: 'deadline_reminders', express_report_validated: 'report_validated',
  import_done: 'import_finished', import_failed: 'import_finished',
};

/** How far ahead the deadline reminder looks, in days: the choices offered, and the default. */
export const HORIZONS = [7, 15, 30, 60, 90] as const;
export const DEFAULT_HORIZON = 30;
export const HORIZON_KEY = 'deadline_horizon_days';

export type StoredSettings = Record<string, unknown>;

export function isEnabled(stored: StoredSettings, kind: NotificationKind): boolean {
  if (typeof stored[kind] === 'boolean') return stored[kind] as boolean;
  const legacy = LEGACY[kind];
  if (legacy && typeof stored[legacy] === 'boolean') return stored[legacy] as boolean;
  return NOTIFICATION_DEFAULTS[kind];
}

export const horizonOf = (stored: StoredSettings): number =>
  (HORIZONS as readonly number[]).includes(stored[HORIZON_KEY] as number) ? (stored[HORIZON_KEY] as number) : DEFAULT_HORIZON;

/** The SQL test of the same rule, on a `users u` row: for the senders that pick recipients in bulk. */
export function enabledSql(kind: NotificationKind): string {
  const legacy = LEGACY[kind];
  const fallback = legacy ? `(u.notification_settings->>'${legacy}')::boolean, ` : '';
  return `coalesce((u.notification_settings->>'${kind}')::boolean, ${fallback}${NOTIFICATION_DEFAULTS[kind]})`;
}
