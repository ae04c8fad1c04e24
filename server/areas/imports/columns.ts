// The columns of an import: the resource's writable fields for the action (create: all of them;
// update: `id` and the fields an update may change; link: an element and the element it is linked
// to), headed by their labels in the user's language. A header is matched in either language,
// or by the field's API name, so a file filled in English imports for a French user.
import type { FieldDef } from '../../../resources/types';
import { resourceOf } from '../../crud/registry';
import type { ServerResource } from '../../crud/types';
import { t, type Locale } from '../../http/i18n';
import { referenceKey } from './parse';

export type ObjectType = 'elements' | 'controls' | 'tasks';
export type ActionType = 'create' | 'update' | 'link';

export const resourceFor = (objectType: ObjectType): ServerResource => resourceOf(objectType)!;

/** Writable, one value per cell: no lists, no custom values, no filter-only parameters. */
const importable = (f: FieldDef) => !f.readOnly && !f.filterOnly && f.type !== 'references' && f.type !== 'choices' && f.type !== 'values';

const ID: FieldDef = { name: 'id', type: 'number', required: true };
const LINKED: FieldDef = { name: 'linked', type: 'reference', reference: 'elements', required: true };

/** The fields of the columns, in the resource's order (elements' regulation: the tab's when it names one). */
export function columnsOf(objectType: ObjectType, action: ActionType): FieldDef[] {
  const def = resourceFor(objectType).def;
  if (action === 'link') return [{ ...ID, reference: 'elements' }, LINKED];
  const fields = def.fields.filter(importable);
  if (action === 'create') return fields;
  return [ID, ...fields.filter((f) => !f.createOnly).map((f) => ({ ...f, required: false }))];
}

export function headerOf(objectType: ObjectType, field: FieldDef, locale: Locale): string {
  if (field.name === 'id') return 'ID';
  if (field.name === 'linked') return t(locale, 'api.imports.linked_header');
  return t(locale, `resources.${objectType}.fields.${field.name}`);
}

/** Header text (any language, or the API name) → field name. */
export function headerIndex(objectType: ObjectType, fields: FieldDef[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const f of fields) {
    index.set(referenceKey(f.name), f.name);
    for (const locale of ['fr', 'en'] as const) index.set(referenceKey(headerOf(objectType, f, locale)), f.name);
  }
  return index;
}

const labelsCache = new Map<string, Map<string, string>>();

/** Choice labels (either language) → key, per field (built once: read for every cell). */
export function choiceLabels(objectType: ObjectType, field: FieldDef): Map<string, string> {
  const cached = labelsCache.get(`${objectType}.${field.name}`);
  if (cached) return cached;
  const labels = new Map<string, string>();
  for (const key of field.choices ?? []) {
    for (const locale of ['fr', 'en'] as const) labels.set(t(locale, `resources.${objectType}.choices.${field.name}.${key}`).toLowerCase(), key);
  }
  labelsCache.set(`${objectType}.${field.name}`, labels);
  return labels;
}

export const choiceLabel = (objectType: ObjectType, field: string, key: string, locale: Locale) =>
  t(locale, `resources.${objectType}.choices.${field}.${key}`);
