// Pure parts of the activity log screen: the URL flag it forces, and readable labels for the
// rows (actions, object types, changes as "field: old → new").
import { resourceList } from '../../../resources';
import { ACTIVITY_ACTIONS } from '../../../resources/activityLog';
import type { Lookup } from './lookup';

/** Actions the API records: the server's own list (resources/activityLog.ts), labelled by resources.activity-log.actions.*. */
export const HISTORY_ACTIONS = ACTIVITY_ACTIONS;

/**
 * Object types a filter offers, derived from resources/: every resource whose writes are logged
 * (all but the read-only catalogues), and `user` (sign-in, account), which is no resource.
 */
export const OBJECT_TYPES: readonly string[] = [...resourceList.filter((def) => !def.readOnly).map((def) => def.name), 'user'];

/** Spec §2: /user/team/history forces display_global=true in its URL. null: already there. */
export const withDisplayGlobal = (search: string): string | null => {
  const params = new URLSearchParams(search);
  if (params.get('display_global') === 'true') return null;
  params.set('display_global', 'true');
  return `?${params.toString()}`;
};

export const actionLabel = (action: string, t: Lookup): string => t(`resources.activity-log.actions.${action}`) ?? action;

/** The singular of a polyglot "one |||| many" label. */
const singular = (label: string | undefined) => label?.split('||||')[0].trim() || undefined;

/** A resource is named by its resource name; other types (`user`) by the history's own labels. */
export const objectTypeLabel = (type: string, t: Lookup): string =>
  singular(t(`resources.${type}.name`)) ?? t(`app.account.history.object_types.${type}`) ?? type;

export const fieldLabel = (type: string, field: string, t: Lookup): string => {
  // Notification settings are logged as `notifications.<kind>`.
  const kind = /^notifications\.(\w+)$/.exec(field)?.[1];
  if (kind) return `${t('app.account.history.fields.notifications')} – ${t(`api.account.notifications.${kind}`) ?? kind}`;
  return (
    t(`resources.${type}.fields.${field}`) ??
    (type === 'user' ? t(`resources.users.fields.${field}`) : undefined) ??
    t(`app.account.history.fields.${field}`) ??
    field
  );
};

export const formatValue = (value: unknown, t: Lookup): string => {
  if (value === null || value === undefined || value === '') return t('app.account.history.empty_value') ?? '';
  if (typeof value === 'boolean') return t(value ? 'app.account.history.yes' : 'app.account.history.no') ?? String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(v, t)).join(', ') : (t('app.account.history.empty_value') ?? '');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export interface ChangeLine {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** `changes` as the API sends it ({ field: [old, new] }; text in exports), one line per field. */
export const describeChanges = (type: string, changes: unknown, t: Lookup): ChangeLine[] => {
  let value = changes;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([field, pair]) => {
    const [from, to] = Array.isArray(pair) && pair.length === 2 ? pair : [null, pair];
    // A choice (a status…) reads as the console shows it, never as its API value.
    const choice = (v: unknown) => (typeof v === 'string' && v ? t(`resources.${type}.choices.${field}.${v}`) ?? v : v);
    const shown = (v: unknown) => formatValue(Array.isArray(v) ? v.map(choice) : choice(v), t);
    return { field, label: fieldLabel(type, field, t), from: shown(from), to: shown(to) };
  });
};
