// Translation keys of the metadata: labels live under `resources.<api name>.fields.*`.
import type { FieldDef, ResourceDef } from '../../resources/types';

export const fieldLabel = (def: ResourceDef, field: FieldDef | string) =>
  `resources.${def.name}.fields.${typeof field === 'string' ? field : field.name}`;

/** Fields a form may write: never read-only; create-only ones on create. */
export const formFields = (def: ResourceDef, mode: 'create' | 'edit'): FieldDef[] =>
  def.fields.filter((f) => !f.readOnly && (mode === 'create' || !f.createOnly));

export const hasSearch = (def: ResourceDef) => def.fields.some((f) => f.search);

/** Fields a record page shows: not the filter-only ones, nor the raw id (it is in the URL; a page
 * leading with "ID 18" reads as a database row, not as the record). */
export const shownFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => !f.filterOnly && f.name !== 'id');
