// Write schemas built from the field metadata: strict objects (unknown fields → unknown_field),
// read-only fields refused (read_only), required, maxLength, types. Reference ids are only
// checked for shape here; their existence in the caller's scope is checked by write.ts.
import { z } from 'zod';
import { ACTIONS, type FieldDef, type ResourceDef } from '../../resources/types';
import { AREAS } from '../../resources/rights';
import { ID_MAX } from '../http/ids';
import { dateProblem } from './values';
import { BRANCH_PARAM, branchable } from './branch-filter';

export const idSchema = z.number().int().positive().max(ID_MAX);

/** Accepts nothing: present → `read_only`. */
const readOnly = z.unknown().optional().superRefine((value, ctx) => {
  if (value !== undefined) ctx.addIssue({ code: 'custom', params: { key: 'read_only' } });
}).meta({ readOnly: true, description: 'Read-only: refused on writes.' });

/** A real calendar date YYYY-MM-DD, not before 1900 (spec §5). */
export const dateSchema = z.string().superRefine((value, ctx) => {
  const problem = dateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', params: { key: problem } });
});

/** A trimmed, lowercased e-mail address (how users.email is stored and compared). */
export const emailSchema = z.string().trim().toLowerCase().max(254).check(z.email());

/** `{ area: [actions] }`: unknown areas or actions are refused (invalid_choice), not dropped. */
export const rightsSchema = z.record(z.string(), z.array(z.string()).max(ACTIONS.length * 2)).superRefine((value, ctx) => {
  for (const [area, actions] of Object.entries(value)) {
    const known = (AREAS as readonly string[]).includes(area) && actions.every((a) => (ACTIONS as readonly string[]).includes(a));
    if (!known) ctx.addIssue({ code: 'custom', params: { key: 'invalid_choice' } });
  }
});

function valueSchema(f: FieldDef): z.ZodType {
  switch (f.type) {
    case 'string':
    case 'text': {
      let s = z.string().trim();
      if (f.maxLength) s = s.max(f.maxLength);
      return f.required ? s.min(1) : s;
    }
    case 'number': return z.number();
    case 'boolean': return z.boolean();
    case 'date': return dateSchema;
    case 'datetime': return z.iso.datetime({ offset: true });
    case 'uuid': return z.uuid();
    case 'reference': return idSchema;
    case 'references': return z.array(idSchema).max(10_000);
    case 'email': return emailSchema;
    case 'rights': return rightsSchema;
    case 'choice': return z.enum((f.choices ?? []) as [string, ...string[]]);
    case 'choices': return z.array(z.enum((f.choices ?? []) as [string, ...string[]])).max(f.choices?.length ?? 0);
    case 'values': return z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
  }
}

/**
 * The schema of one writable field; optional ones also accept null, except lists and fields
 * stored in a NOT NULL column (`notNull`, derived from the Drizzle column: null would be a 500).
 */
function writable(f: FieldDef, optional: boolean, notNull = false): z.ZodType {
  const v = valueSchema(f);
  if (!optional) return v;
  return f.type === 'references' || f.required || notNull ? v.optional() : v.nullable().optional();
}

export type WriteMode = 'create' | 'put' | 'patch';

/** The row's company (a reference to companies named `company`). */
export const isCompanyField = (f: FieldDef) => f.name === 'company' && f.type === 'reference' && f.reference === 'companies';

/** Body schema of POST (create), PUT (full update) and PATCH (partial update). */
export function bodySchema(def: ResourceDef, mode: WriteMode, notNull: readonly string[] = []) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of def.fields) {
    const refused = f.readOnly || (f.createOnly && mode !== 'create');
    // A create may omit its company: the caller's current one is taken (routes.ts, defaultCompany).
    const optional = mode === 'patch' || !f.required || (mode === 'create' && isCompanyField(f));
    shape[f.name] = refused ? readOnly : writable(f, optional, notNull.includes(f.name));
  }
  return z.strictObject(shape);
}

/** `data` of a bulk update: only `bulkUpdatable` fields, all optional, at least one. */
export function bulkDataSchema(def: ResourceDef) {
  const allowed = new Set(def.bulkUpdatable ?? []);
  const shape: Record<string, z.ZodType> = {};
  for (const f of def.fields) shape[f.name] = allowed.has(f.name) && !f.readOnly ? writable(f, true) : readOnly;
  return z.strictObject(shape).refine((d) => Object.values(d).some((v) => v !== undefined), {
    params: { key: 'required' },
  });
}

const filterValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);

/** POST /R/bulk/ body (docs/API.md). */
export function bulkSchema(def: ResourceDef) {
  return z.strictObject({
    action: z.enum(def.bulkActions as [string, ...string[]]),
    ids: z.array(idSchema).max(10_000).optional(),
    all: z.boolean().optional(),
    filter: z.record(z.string(), filterValue).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
    confirm: z.boolean().optional(),
  });
}
export type BulkBody = z.output<ReturnType<typeof bulkSchema>>;

/** List query as documented in OpenAPI (the real parsing, with its errors, is query.ts). */
export function listQuerySchema(def: ResourceDef, extra: Record<string, z.ZodType> = {}) {
  const param = z.union([z.string(), z.array(z.string())]).optional();
  const shape: Record<string, z.ZodType> = { page_size: param, cursor: param, ordering: param, search: param, tab: param, id: param };
  for (const f of def.fields) if (f.filter) shape[f.name] = param;
  if (branchable(def)) shape[BRANCH_PARAM] = param;
  return z.looseObject({ ...shape, ...extra });
}
