// API errors, always JSON in DRF's shapes: `{ detail }` for 401/403/404/429/500 and
// `{ non_field_errors: [...], <field>: [...] }` for 400. Messages are translation keys,
// rendered in the request's locale by the error handler.
import { t, type Locale } from './i18n';

export interface Message {
  key: string;
  params?: Record<string, string | number>;
}
export type FieldErrors = Record<string, Message[]>;
export const NON_FIELD = 'non_field_errors';

export abstract class ApiError extends Error {
  abstract readonly statusCode: number;
  headers: Record<string, string> = {};
  abstract body(locale: Locale): Record<string, unknown>;
}

/** An error answered as `{ detail }`, with machine-readable `extra` fields beside it if any. */
export class DetailError extends ApiError {
  constructor(readonly statusCode: number, readonly msg: Message, readonly extra: Record<string, string> = {}) {
    super(msg.key);
  }
  body(locale: Locale) {
    return { detail: t(locale, this.msg.key, this.msg.params), ...this.extra };
  }
}

/** A 400 with per-field lists of messages. */
export class ValidationError extends ApiError {
  readonly statusCode = 400;
  constructor(readonly fields: FieldErrors) {
    super('validation');
  }
  body(locale: Locale) {
    return Object.fromEntries(
      Object.entries(this.fields).map(([field, messages]) => [field, messages.map((m) => t(locale, m.key, m.params))]),
    );
  }
}

const api = (group: 'errors' | 'validation', key: string) => `api.${group}.${key}`;

export const notFound = () => new DetailError(404, { key: api('errors', 'not_found') });
export const routeNotFound = () => new DetailError(404, { key: api('errors', 'route_not_found') });
export function unauthorized(key: 'not_authenticated' | 'token_invalid') {
  const err = new DetailError(401, { key: api('errors', key) });
  err.headers['www-authenticate'] = 'Token';
  return err;
}
/** Refusals a client acts on (the console sends the user to /change-password): they carry `code`. */
const CODED = new Set(['password_change_required', 'session_only']);
// A plan refusal also says `code` and `tier`: the console shows its upgrade offer on it, and a
// detail text is no key to match on.
export const forbidden = (key = 'permission_denied', params?: Message['params']) =>
  new DetailError(403, { key: api('errors', key), params }, key === 'tier_required' ? { code: key, tier: String(params?.tier ?? '') }
    : CODED.has(key) ? { code: key } : {});
export const missingPermissions = (permissions: string[]) =>
  forbidden('missing_permissions', { permissions: permissions.join(', ') });
export function throttled(seconds: number) {
  const err = new DetailError(429, { key: api('errors', 'throttled'), params: { seconds } });
  err.headers['retry-after'] = String(seconds);
  return err;
}
export const serverError = () => new DetailError(500, { key: api('errors', 'server_error') });

/** One message on one field (a `validation.*` key unless the key is already qualified). */
export function fieldError(field: string, key: string, params?: Message['params']) {
  return new ValidationError({ [field]: [{ key: key.includes('.') ? key : api('validation', key), params }] });
}
export const nonFieldError = (key: string, params?: Message['params']) => fieldError(NON_FIELD, key, params);
