// Translation keys of the metadata: labels live under `resources.<api name>.fields.*`.
import type { FieldDef, ResourceDef } from '../../resources/types';

export const fieldLabel = (def: ResourceDef, field: FieldDef | string) =>
  `resources.${def.name}.fields.${typeof field === 'string' ? field : field.name}`;

/** Fields a form may write: never read-only; create-only ones on create. */
export const formFields = (def: ResourceDef, mode: 'create' | 'edit'): FieldDef[] =>
  def.fields.filter((f) => !f.readOnly && (mode === 'create' || !f.createOnly));

export const hasSearch = (def: ResourceDef) => def.fields.some((f) => f.search);
