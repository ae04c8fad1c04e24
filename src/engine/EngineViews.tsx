// Create, edit and show views of a resource. Create and Edit are pessimistic: server
// validation errors only reach the form that way, and nothing looks saved before it is.
import type { ReactNode } from 'react';
import { Create, Edit, Show, SimpleShowLayout } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { raName } from '../providers/resourceMap';
import { EngineForm } from './EngineForm';
import { FieldValue } from './FieldValue';
import { fieldLabel } from './labels';

export const EngineCreate = ({ def }: { def: ResourceDef }) => (
  <Create resource={raName(def)} mutationMode="pessimistic">
    <EngineForm def={def} kind="create" />
  </Create>
);

/** `children` is shown under the form (e.g. a sub-list of the record). */
export const EngineEdit = ({ def, children }: { def: ResourceDef; children?: ReactNode }) => (
  <Edit resource={raName(def)} mutationMode="pessimistic" redirect="list">
    <EngineForm def={def} kind="edit" />
    {children}
  </Edit>
);

export const EngineShow = ({ def }: { def: ResourceDef }) => (
  <Show resource={raName(def)}>
    <SimpleShowLayout>
      {def.fields.map((field) => (
        <FieldValue key={field.name} field={field} label={fieldLabel(def, field)} />
      ))}
    </SimpleShowLayout>
  </Show>
);
