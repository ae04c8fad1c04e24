// Answers of the engine's routes, generated from the resource declarations, so that the
// OpenAPI document (/api/docs) shows each route's response shape (issue 9 §5). They document
// and are checked by tests (tests/api/responses.test.ts), not on every answer: an area's row
// may carry extra computed keys (loose objects), and a drift fails a test, never a request.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import type { FieldDef, ResourceDef } from '../../resources/types';

const id = z.number().int();
/** A reference as rows show it: its id, or (read-only summaries, e.g. a site's buildings) an object with its id. */
const ref = z.union([id, z.looseObject({ id })]);

function valueOf(f: FieldDef): z.ZodType {
  switch (f.type) {
    case 'number': return z.number();
    case 'boolean': return z.boolean();
    case 'reference': return f.readOnly ? ref : id;
    case 'references': return z.array(f.readOnly ? ref : id);
    case 'rights': return z.record(z.string(), z.array(z.string()));
    case 'choices': return f.single ? z.string() : z.array(z.string());
    case 'values': return z.record(z.string(), z.unknown());
    // A read-only text may be structured (the activity log's `changes`: { field: [before, after] }).
    case 'text': return f.readOnly ? z.union([z.string(), z.record(z.string(), z.unknown())]) : z.string();
    case 'date': return z.string().describe('YYYY-MM-DD');
    case 'datetime': return z.string().describe('ISO 8601, UTC');
    default: return z.string();
  }
}

/** One row as the list and the detail answer it: every field of the metadata (not filterOnly). */
export function rowSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of def.fields) {
    if (f.filterOnly) continue;
    // An optional field may be null, or absent when it is only written (e.g. a user's `company`).
    shape[f.name] = f.required || f.name === 'id' ? valueOf(f) : valueOf(f).nullable().optional();
  }
  return z.looseObject(shape).describe(`A row of ${def.name}`);
}

export function pageSchema(def: ResourceDef) {
  return z.object({
    next: z.string().nullable().describe('URL of the next page (same parameters, another cursor)'),
    previous: z.string().nullable(),
    results: z.array(rowSchema(def)),
  });
}

export const countSchema = z.object({ count: z.number().int() });

/** Answers serialised as they are (JSON.stringify): the schema above only documents them. */
export const asIs: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
