// Values as people read them, in their language: what the activity log and the exports show
// instead of API values (a status's label, Oui/Non, DD/MM/YYYY, a reference's name). Pure module
// (unit-tested); references arrive already resolved to names (`names`).
import type { FieldDef } from '../../resources/types';
import { hasKey, t, type Locale } from '../http/i18n';

const pad = (n: number) => String(n).padStart(2, '0');
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** The business time zone: instants are shown as the clock read in France (spec: DD/MM/YYYY HH:mm). */
const PARIS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** `2027-03-01` → `01/03/2027` (spec §5: displayed as DD/MM/YYYY in both languages). */
export function displayDay(value: string): string {
  const m = ISO_DAY.exec(value.slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** The wall-clock fields of an instant in Paris (for spreadsheets, which have no time zone). */
export function parisFields(date: Date): { y: number; mo: number; d: number; h: number; mi: number } {
  const p = Object.fromEntries(PARIS.formatToParts(date).map((x) => [x.type, x.value]));
  return { y: +p.year, mo: +p.month, d: +p.day, h: +p.hour, mi: +p.minute };
}

/** An instant (ISO text or Date) → `DD/MM/YYYY HH:mm`, Paris time. */
export function displayInstant(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const f = parisFields(date);
  return `${pad(f.d)}/${pad(f.mo)}/${f.y} ${pad(f.h)}:${pad(f.mi)}`;
}

/**
 * The label of a coded value of a resource's field: `resources.R.choices.F.V`, else
 * `resources.R.F.V` (elements' conformity), else the history's own (`app.account.history.values.F.V`:
 * fields logged outside the resources, e.g. the profile's language), else the value itself.
 */
export function codeLabel(locale: Locale, resource: string, field: string, value: string): string {
  if (value.length > 100 || value.includes('.')) return value; // free text, not a code
  for (const key of [`resources.${resource}.choices.${field}.${value}`, `resources.${resource}.${field}.${value}`,
    `app.account.history.values.${field}.${value}`]) {
    if (hasKey(locale, key)) return t(locale, key);
  }
  return value;
}

/** A field's label: the resource's, else the history's own (fields of no resource: password…), else its name. */
export function fieldName(locale: Locale, resource: string, field: string): string {
  const kind = /^notifications\.(\w+)$/.exec(field)?.[1];
  if (kind) {
    const what = hasKey(locale, `api.account.notifications.${kind}`) ? t(locale, `api.account.notifications.${kind}`) : kind;
    return `${t(locale, 'app.account.history.fields.notifications')} – ${what}`;
  }
  for (const key of [`resources.${resource}.fields.${field}`, ...(resource === 'user' ? [`resources.users.fields.${field}`] : []),
    `app.account.history.fields.${field}`]) {
    if (hasKey(locale, key)) return t(locale, key);
  }
  return field;
}

export const emptyText = (locale: Locale) => t(locale, 'app.account.history.empty_value');

/** Reference names by target resource, then id (what the reader may see; others show as #id). */
export type Names = Map<string, Map<number, string>>;

/** One value of a field (`field` unknown: shown by its shape; `name` its name), as text. */
export function displayValue(
  locale: Locale, resource: string, field: FieldDef | undefined, value: unknown, names: Names, name = field?.name,
): string {
  if (value === null || value === undefined || value === '') return emptyText(locale);
  if (Array.isArray(value)) {
    return value.length ? value.map((v) => displayValue(locale, resource, field, v, names, name)).join(', ') : emptyText(locale);
  }
  if (typeof value === 'boolean') return t(locale, value ? 'api.export.yes' : 'api.export.no');
  if ((field?.type === 'reference' || field?.type === 'references') && typeof value === 'number') {
    return names.get(field.reference ?? '')?.get(value) ?? `#${value}`;
  }
  if (typeof value === 'string') {
    if (field?.type === 'date' || (!field && ISO_DAY.test(value))) return displayDay(value);
    if (field?.type === 'datetime' || (!field && ISO_INSTANT.test(value))) return displayInstant(value);
    return name ? codeLabel(locale, resource, name, value) : value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
