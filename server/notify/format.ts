// Small helpers the senders share: dates in the recipient's language, console links.
import { t, type Locale } from '../http/i18n';

/**
 * One formatter per language, made once: an Intl.DateTimeFormat holds ICU memory outside the
 * JavaScript heap, which the garbage collector does not see; one per date (250 in a reminder of 50
 * sites) grew the server to 2.9 GB at 2,000 users (tests/bench/results/notifications.md).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (locale: Locale) => {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })));
  return f;
};

/** `2026-03-01` → `1 mars 2026` / `Mar 1, 2026` (a calendar day: no time zone shift). */
export const day = (iso: string | null | undefined, locale: Locale) =>
  iso ? dayFormat(locale).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—';

/** A console list path with the spec's URL parameters (arrays comma-separated). */
export function listPath(route: string, params: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString().replace(/%2C/g, ',');
  return s ? `${route}?${s}` : route;
}

/** The console route of an engine resource (most are their own name). */
export const ROUTES: Record<string, string> = { 'express-reports': '/rxpress' };
export const routeOf = (resource: string) => ROUTES[resource] ?? `/${resource}`;

export const tr = (locale: Locale, key: string, params: Record<string, string | number> = {}) =>
  t(locale, `notify.${key}`, { app: t(locale, 'app.name'), ...params });
