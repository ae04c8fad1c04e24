// Every text a request carries (query, JSON body, path parameters, object keys included) is
// checked before validation and before any SQL: Postgres refuses a NUL byte in text and JSON
// (22021 / 22P05), and a lone UTF-16 surrogate is not text at all. One hook for every route,
// so a route added later is covered with no extra work; the answer is a per-field 400.
import type { FastifyInstance } from 'fastify';
import { textProblem } from '../crud/values';
import { NON_FIELD, ValidationError, type FieldErrors } from './errors';

const MAX_DEPTH = 32;
// `found` has no prototype: a key such as `constructor` or `__proto__` is a field name.

/** Field → problem key, for every bad string under `value` (`data.name`, `regulations`…). */
export function badTexts(value: unknown, path: string[] = [], found: FieldErrors = Object.create(null), depth = 0): FieldErrors {
  const field = path.length ? path.join('.') : NON_FIELD;
  const report = (key: string) => {
    const list = (found[field] ??= []);
    if (!list.some((m) => m.key === key)) list.push({ key });
  };
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) report(`api.validation.${problem}`);
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) for (const item of value) badTexts(item, path, found, depth + 1);
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) report(`api.validation.${problem}`);
      else if (depth < MAX_DEPTH) badTexts(item, [...path, key], found, depth + 1);
    }
  }
  return found;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const found = badTexts(req.params);
    badTexts(req.query, [], found);
    badTexts(req.body, [], found);
    if (Object.keys(found).length) throw new ValidationError(found);
  });
}
