// Requests for one operation: a plausible request (path ids that exist, a body that fits the
// schema) with one part made hostile: a path parameter, query values, a crafted cursor, body
// fields, the whole body, malformed JSON, or the Authorization header.
import fc from 'fast-check';
import type { FieldDef } from '../../../resources';
import type { JsonSchema, Operation } from './openapi';
import { anyId, craftedCursor, hostileNumber, hostileString, hostileValue, MALFORMED_JSON, pathValue, type IdPool } from './values';

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  /** A JSON value to send, or a raw payload. */
  body?: { json: unknown } | { raw: string };
  /** Replaces the Authorization header (null: none). */
  authorization?: string | null;
  /** What was made hostile, for the report. */
  part: string;
}

type Param = { raw: string } | string | number;

function encode(value: Param): string {
  if (typeof value === 'object') return value.raw;
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8: its WTF-8 bytes
  }
}

function urlOf(op: Operation, path: Record<string, Param>, query: [string, Param][]): string {
  const p = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(path[name]));
  const q = query.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join('&');
  return q ? `${p}?${q}` : p;
}

let counter = 0;
/** A value that fits a JSON schema (and the field's metadata): the body's valid base. */
export function plausible(schema: JsonSchema, field: FieldDef | undefined, pool: IdPool): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return plausible(alt.find((s) => s.type !== 'null') ?? alt[0], field, pool);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  counter += 1;
  if (field?.type === 'date') return '2026-01-15';
  switch (type) {
    case 'string':
      if (schema.format === 'email' || field?.type === 'email') return `fuzz${counter}@example.com`;
      if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
      if (schema.format === 'uuid') return '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
      return `Fuzz ${counter}`;
    case 'integer':
    case 'number':
      return pool.own[counter % Math.max(1, pool.own.length)] ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [plausible(schema.items, undefined, pool)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, s] of Object.entries(schema.properties ?? {})) {
        if (s.readOnly) continue;
        const required = schema.required?.includes(name);
        if (required || counter % 2 === 0) out[name] = plausible(s, undefined, pool);
      }
      return out;
    }
    default:
      return null;
  }
}

function plausibleBody(op: Operation, pool: IdPool): Record<string, unknown> {
  const fields = new Map((op.resource?.fields ?? []).map((f) => [f.name, f]));
  const schema = op.body ?? {};
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(schema.properties ?? {})) {
    if (!s.readOnly && (schema.required?.includes(name) || name.length % 2 === 0)) out[name] = plausible(s, fields.get(name), pool);
  }
  return out;
}

/** A hostile value of the field's own type half of the time (it passes the type check and goes deeper). */
function hostileFor(schema: JsonSchema | undefined, pool: IdPool): fc.Arbitrary<unknown> {
  const alt = schema?.anyOf ?? schema?.oneOf;
  const s = alt?.find((x) => x.type !== 'null') ?? schema;
  const type = Array.isArray(s?.type) ? s.type[0] : s?.type;
  const typed: fc.Arbitrary<unknown> | null =
    type === 'string' ? hostileString
      : type === 'integer' || type === 'number' ? fc.oneof(anyId(pool), hostileNumber)
        : type === 'array' ? fc.array(hostileFor(s?.items, pool), { maxLength: 3 })
          : type === 'object' ? fc.dictionary(hostileString, hostileFor(s?.additionalProperties === true || !s?.additionalProperties ? undefined : s.additionalProperties, pool), { maxKeys: 3 })
            : null;
  return typed ? fc.oneof(typed, hostileValue(pool)) : hostileValue(pool);
}

/** Every kind of hostile request that applies to the operation. */
export function requestsOf(op: Operation, pool: IdPool, ownIds: number[]): fc.Arbitrary<FuzzRequest> {
  const idOf = ownIds.length ? fc.constantFrom(...ownIds) : anyId(pool);
  const plausiblePath = fc.tuple(...op.pathParams.map(() => idOf)).map((ids) =>
    Object.fromEntries(op.pathParams.map((p, i) => [p, ids[i]])) as Record<string, Param>);
  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzRequest>) => kinds.push({ weight, arbitrary });
  const base = (part: string, path: Record<string, Param>, query: [string, Param][] = [], body?: FuzzRequest['body']): FuzzRequest =>
    ({ method: op.method, url: urlOf(op, path, query), body: body ?? (op.body ? { json: plausibleBody(op, pool) } : undefined), part });

  if (op.pathParams.length) {
    add(2, fc.tuple(...op.pathParams.map(() => pathValue(pool))).map((vals) =>
      base('path', Object.fromEntries(op.pathParams.map((p, i) => [p, vals[i]])))));
  }
  if (op.queryParams.length) {
    const entry = fc.tuple(fc.constantFrom(...op.queryParams), fc.oneof(hostileString, pathValue(pool)));
    add(3, fc.tuple(plausiblePath, fc.array(entry, { minLength: 1, maxLength: 4 })).map(([path, q]) => base('query', path, q)));
  }
  const orderings = (op.resource?.fields ?? []).filter((f) => f.sortable).flatMap((f) => [f.name, `-${f.name}`]);
  if (op.queryParams.includes('cursor') && orderings.length) {
    add(2, fc.tuple(plausiblePath, craftedCursor(orderings, pool)).map(([path, c]) =>
      base('cursor', path, [['ordering', c.ordering], ['cursor', c.cursor]])));
  }
  if (op.body) {
    const props = Object.entries(op.body.properties ?? {}).filter(([, p]) => !p.readOnly);
    const change = props.length
      ? fc.oneof(...props.map(([name, p]) => fc.tuple(fc.constant(name), fc.option(hostileFor(p, pool), { nil: undefined, freq: 8 }))))
      : fc.tuple(fc.constant('unknown_field'), hostileValue(pool));
    const mutation = fc.array(change, { minLength: 1, maxLength: 3 });
    add(5, fc.tuple(plausiblePath, mutation).map(([path, changes]) => {
      const body = plausibleBody(op, pool);
      for (const [name, value] of changes) {
        if (value === undefined) delete body[name];
        else body[name] = value;
      }
      return base(`body ${changes.map(([n]) => n).join(',')}`, path, [], { json: body });
    }));
    add(1, fc.tuple(plausiblePath, hostileValue(pool)).map(([path, v]) => base('whole body', path, [], { json: v })));
    add(1, fc.tuple(plausiblePath, fc.constantFrom(...MALFORMED_JSON)).map(([path, raw]) => base('malformed JSON', path, [], { raw })));
  }
  // The plausible request itself (the only input of a route without parameters, e.g. /options/).
  add(1, plausiblePath.map((path) => base('plausible', path)));
  add(1, fc.tuple(plausiblePath, fc.constantFrom(null, 'Token', 'Token é', `Token ${'x'.repeat(5000)}`, 'Basic Og==', 'Token a b'))
    .map(([path, authorization]) => ({ ...base('authorization', path), authorization })));
  return fc.oneof(...kinds);
}
