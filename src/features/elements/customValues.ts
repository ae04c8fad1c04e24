// Custom attribute values between the API (`custom_values`: { "12": value }) and the element
// form, whose inputs are `cv.a12` (a bare numeric key would make react-hook-form build an array).
// Pure module (unit-tested).
import { formatDate } from '../../providers/dates';

export type AttributeType = 'text' | 'number' | 'date' | 'boolean' | 'list';
/** GET /elements/attributes/: an attribute that applies to an element type on a site. */
export interface ElementAttribute {
  id: number;
  name: string;
  type: AttributeType;
  choices: string[];
}
export type CustomValue = string | number | boolean;
export type CustomValues = Record<string, CustomValue>;

export const FORM_KEY = 'cv';
export const inputName = (id: number) => `a${id}`;

/** The form's `cv` object from the API's values. */
export const toFormValues = (values: unknown): Record<string, CustomValue> => {
  const out: Record<string, CustomValue> = {};
  if (!values || typeof values !== 'object') return out;
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (/^\d+$/.test(key) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) out[`a${key}`] = value;
  }
  return out;
};

/**
 * The API's `custom_values` of a write from the form's `cv`: only the attributes shown (those
 * that apply); an emptied input sends null (the API removes the value); untouched ones are left out.
 */
export const fromFormValues = (form: unknown, shown: ElementAttribute[]): Record<string, CustomValue | null> => {
  const values = (form && typeof form === 'object' ? form : {}) as Record<string, unknown>;
  const out: Record<string, CustomValue | null> = {};
  for (const attr of shown) {
    const key = inputName(attr.id);
    if (!(key in values) || values[key] === undefined) continue;
    const value = values[key];
    out[String(attr.id)] = value === '' || value === null ? null : (value as CustomValue);
  }
  return out;
};

/** A value as displayed (dates DD/MM/YYYY; booleans through the given words). */
export const displayValue = (attr: ElementAttribute, value: unknown, words: { yes: string; no: string }): string => {
  if (value === null || value === undefined || value === '') return '';
  if (attr.type === 'boolean') return value ? words.yes : words.no;
  if (attr.type === 'date' && typeof value === 'string') return formatDate(value);
  return String(value);
};

/** YYYY-MM-DD → DD/MM/YYYY (spec §5): the console's one date format (providers/dates). */
export { formatDate };

/** A form's data as the API's write body: `cv` becomes `custom_values` (left out when empty). */
export const toWriteBody = (data: Record<string, unknown>, shown: ElementAttribute[]): Record<string, unknown> => {
  const { [FORM_KEY]: form, ...rest } = data;
  const values = fromFormValues(form, shown);
  return Object.keys(values).length ? { ...rest, custom_values: values } : rest;
};

/**
 * An activity-log `changes` object with `custom_values: [before, after]` spread into one change
 * per attribute, named after it (`#id` when it no longer applies), for the history's cells.
 */
export const expandCustomValueChanges = (changes: unknown, attributes: ElementAttribute[]): unknown => {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return changes;
  const { custom_values: pair, ...rest } = changes as Record<string, unknown>;
  if (!Array.isArray(pair) || pair.length !== 2) return changes;
  const [before, after] = pair.map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {}));
  const out: Record<string, unknown> = { ...rest };
  for (const id of [...new Set([...Object.keys(before), ...Object.keys(after)])]) {
    if (JSON.stringify(before[id] ?? null) === JSON.stringify(after[id] ?? null)) continue;
    const name = attributes.find((a) => String(a.id) === id)?.name ?? `#${id}`;
    out[name] = [before[id] ?? null, after[id] ?? null];
  }
  return out;
};
