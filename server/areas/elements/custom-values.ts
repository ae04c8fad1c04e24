// Custom attribute values of elements (`elements.custom_values`, { attribute id: value }). An
// attribute applies to an element when it is of the element's company and lists both the
// element's type and its site: an attribute without sites applies nowhere (as its count of
// impacted elements says, custom-attributes.ts). Custom attributes are plan pro.
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { tierIncludes } from '../../auth/rights';
import { dateSchema } from '../../crud/schemas';
import { intArr, rows, type Runner } from '../../crud/sql';
import { forbidden, ValidationError, type Message } from '../../http/errors';

export type AttributeType = 'text' | 'number' | 'date' | 'boolean' | 'list';
export interface Attribute {
  id: number;
  name: string;
  type: AttributeType;
  choices: string[];
}
export type Values = Record<string, string | number | boolean>;

export const TEXT_MAX = 255;
const msg = (key: string, params: Message['params']): Message => ({ key: `api.elements.values.${key}`, params });

/** The attributes of `companies` that apply to an element of this type on this site. */
export async function applicableAttributes(
  runner: Runner, where: { companies: number[]; elementType?: number | null; factory?: number | null },
): Promise<Attribute[]> {
  return rows<Attribute>(runner, sql`
    SELECT a.id, a.name, a.type::text AS type, a.choices FROM custom_attributes a
    WHERE a.company_id = ANY(${intArr(where.companies)})
      AND (${where.elementType ?? null}::int IS NULL OR EXISTS (SELECT 1 FROM custom_attribute_element_types x
        WHERE x.attribute_id = a.id AND x.element_type_id = ${where.elementType ?? null}::int))
      AND (${where.factory ?? null}::int IS NULL OR EXISTS (SELECT 1 FROM custom_attribute_factories y
        WHERE y.attribute_id = a.id AND y.factory_id = ${where.factory ?? null}::int))
    ORDER BY a.name, a.id`);
}

/**
 * A value checked against its attribute's type: the value to store (null: remove it) or the
 * problem. Text is trimmed (empty: removed), a date is a real YYYY-MM-DD not before 1900 (spec §5).
 */
export function checkValue(attr: Attribute, value: unknown): { value: string | number | boolean | null } | { problem: Message } {
  const name = { name: attr.name };
  if (value === null || value === undefined) return { value: null };
  switch (attr.type) {
    case 'text': {
      if (typeof value !== 'string') return { problem: msg('text', { ...name, max: TEXT_MAX }) };
      const text = value.trim();
      if (text.length > TEXT_MAX) return { problem: msg('text', { ...name, max: TEXT_MAX }) };
      return { value: text || null };
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? { value } : { problem: msg('number', name) };
    case 'date': {
      if (value === '') return { value: null };
      const parsed = dateSchema.safeParse(value);
      if (parsed.success) return { value: value as string };
      const before1900 = parsed.error.issues.some((i) => (i as { params?: { key?: string } }).params?.key === 'date_before_1900');
      return { problem: msg(before1900 ? 'date_before_1900' : 'date', name) };
    }
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { problem: msg('boolean', name) };
    case 'list':
      if (value === '') return { value: null };
      return typeof value === 'string' && attr.choices.includes(value) ? { value } : { problem: msg('list', name) };
  }
}

/** 403 `tier_required` unless the company is on plan pro or above. */
export function requireProCompany(ctx: RequestContext, company: number): void {
  if (!tierIncludes(ctx.tiers.get(company) ?? 'start', 'pro')) throw forbidden('tier_required', { tier: 'pro' });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The values to store after a write: `given` merged into `stored` (null removes one; a null
 * `given` removes all). Only changed values are checked, so re-sending what is stored passes
 * even once an attribute stopped applying. Any change needs the company on plan pro.
 */
export async function mergeCustomValues(
  runner: Runner, ctx: RequestContext, element: { company: number; factory: number; elementType: number },
  given: Record<string, unknown> | null, stored: Values,
): Promise<Values> {
  const changes = given === null ? Object.keys(stored).map((k) => [k, null] as const) : Object.entries(given).filter(([k, v]) => !same(stored[k], v));
  if (!changes.length) return stored;
  requireProCompany(ctx, element.company);
  const applicable = new Map((await applicableAttributes(runner, {
    companies: [element.company], elementType: element.elementType, factory: element.factory,
  })).map((a) => [String(a.id), a]));
  const out: Values = { ...stored };
  const problems: Message[] = [];
  for (const [key, value] of changes) {
    const attr = applicable.get(key);
    if (value === null) {
      delete out[key];
      continue;
    }
    if (!attr) {
      problems.push(msg('not_applicable', { id: key }));
      continue;
    }
    const checked = checkValue(attr, value);
    if ('problem' in checked) problems.push(checked.problem);
    else if (checked.value === null) delete out[key];
    else out[key] = checked.value;
  }
  if (problems.length) throw new ValidationError({ custom_values: problems });
  return out;
}
