// Pure mapping of the API's error bodies (docs/API.md) into what react-admin forms expect:
// `detail` is the message; `non_field_errors` goes to `root.serverError`; each field's list of
// messages is joined into one string (an array would land on `field.0`). A text made of several
// messages is remembered as a list (its toast stays longer, spec §9).
import { rememberMessageList } from './messageLists';

export const UNKNOWN_ERROR = 'app.errors.unknown';

export interface MappedError {
  message: string;
  errors: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A message list as one string; nested objects (sub-forms) keep their shape. */
const joinMessages = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) return value.join(' ');
    return Object.fromEntries(value.map((v, i) => [String(i), joinMessages(v)]));
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, joinMessages(v)]));
  return String(value);
};

/** Every message of an error body, for the combined list shown in a toast. */
const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : isRecord(value) ? Object.values(value).flatMap(flatten) : [];

/** How many messages a body holds (a field's array of three messages counts three). */
const countMessages = (value: unknown): number =>
  typeof value === 'string' ? 1 : Array.isArray(value) ? value.reduce<number>((n, v) => n + countMessages(v), 0)
    : isRecord(value) ? Object.values(value).reduce<number>((n, v) => n + countMessages(v), 0) : 0;

export const mapErrorBody = (body: unknown): MappedError => {
  if (!isRecord(body)) return { message: UNKNOWN_ERROR, errors: {} };
  if (typeof body.detail === 'string' && body.detail) return { message: body.detail, errors: {} };
  const errors: Record<string, unknown> = {};
  const nonField = body.non_field_errors;
  for (const [field, value] of Object.entries(body)) {
    if (field === 'non_field_errors' || field === 'detail') continue;
    errors[field] = joinMessages(value);
  }
  if (nonField !== undefined) {
    const serverError = joinMessages(nonField);
    errors.root = { serverError };
    if (typeof serverError === 'string') rememberMessageList(serverError, countMessages(nonField));
  }
  const combined = [...(errors.root ? flatten(errors.root) : []), ...flatten({ ...errors, root: undefined })];
  const message = combined.join(' ') || UNKNOWN_ERROR;
  rememberMessageList(message, countMessages(body));
  return { message, errors };
};

/** A 400 whose detail is about the token: the session is dead on the server side. */
export const isTokenError = (status: number, body: unknown): boolean =>
  status === 400 && isRecord(body) && typeof body.detail === 'string' && /token|jeton/i.test(body.detail);
