// Small helpers the senders share: dates in the recipient's language, console links.
import { t, type Locale } from '../http/i18n';

/** `2026-03-01` → `1 mars 2026` / `Mar 1, 2026` (a calendar day: no time zone shift). */
export const day = (iso: string | null | undefined, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—';

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
