// Zod issues → per-field translated messages (DRF style). Request schemas are zod 4 schemas
// (fastify-type-provider-zod types them); this compiler parses with `reportInput` so that a
// missing field ("required") can be told from a wrong type, and reports the keys of
// locales/*/api.ts `validation.*`. Custom refinements carry their key in `params.key`.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { NON_FIELD, ValidationError, type FieldErrors, type Message } from './errors';

type Issue = z.core.$ZodIssue;

const TYPE_KEYS: Record<string, string> = {
  string: 'invalid_string', number: 'invalid_number', int: 'invalid_integer', boolean: 'invalid_boolean',
  array: 'invalid_list', date: 'invalid_date',
};
const FORMAT_KEYS: Record<string, string> = {
  email: 'invalid_email', uuid: 'invalid_uuid', url: 'invalid_url', date: 'invalid_date',
  datetime: 'invalid_date', safeint: 'invalid_integer',
};

const v = (key: string, params?: Message['params']): Message => ({ key: `api.validation.${key}`, params });

/** The message of one issue (unrecognized_keys is handled by the caller: one per key). */
export function issueMessage(issue: Issue): Message {
  switch (issue.code) {
    case 'invalid_type':
      if (!('input' in issue) || issue.input === undefined) return v('required');
      if (issue.input === null) return v('null');
      return v(TYPE_KEYS[issue.expected] ?? 'invalid');
    case 'too_big':
      return issue.origin === 'string' ? v('max_length', { max: Number(issue.maximum) }) : v('invalid');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return v('blank');
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return v('empty_selection');
      return v('invalid');
    case 'invalid_format':
      return v(FORMAT_KEYS[issue.format] ?? 'invalid');
    case 'invalid_value':
      // An `action` the API does not know (a console older or newer than the API): spec §8.
      return issue.path.length === 1 && issue.path[0] === 'action' ? { key: 'api.errors.action_not_found' } : v('invalid_choice');
    case 'custom': {
      const params = issue.params as { key?: string; params?: Message['params'] } | undefined;
      if (params?.key) return { key: params.key.includes('.') ? params.key : `api.validation.${params.key}`, params: params.params };
      return v('invalid');
    }
    default:
      return v('invalid');
  }
}

/** The field an issue belongs to: its object path without array indexes (`regulations`, `data.factory`). */
export function issueField(path: readonly PropertyKey[], prefix: string[] = []): string {
  const parts = [...prefix, ...path.filter((p): p is string => typeof p === 'string')];
  return parts.length ? parts.join('.') : NON_FIELD;
}

export function issuesToFields(issues: readonly Issue[]): FieldErrors {
  // No prototype: a body key such as `constructor` is a field name, not Object's property.
  const fields: FieldErrors = Object.create(null);
  const add = (field: string, message: Message) => {
    const list = (fields[field] ??= []);
    if (!list.some((m) => m.key === message.key)) list.push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(issueField([key], issue.path.filter((p): p is string => typeof p === 'string')), v('unknown_field'));
    } else {
      add(issueField(issue.path), issueMessage(issue));
    }
  }
  return fields;
}

/** Parses with a zod schema or throws the 400 ValidationError. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw new ValidationError(issuesToFields(result.error.issues));
  return result.data;
}

/** Fastify validator compiler for zod route schemas (body, querystring). */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { value: result.data };
  return { error: new ValidationError(issuesToFields(result.error.issues)) };
};
