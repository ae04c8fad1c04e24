// The form of a resource: one input per writable field, and the summary of server errors.
import type { ReactNode } from 'react';
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { EditToolbar } from './EditToolbar';
import { FieldInput } from './FieldInput';
import { FormErrorSummary } from './FormErrorSummary';
import { formFields } from './labels';

interface Props extends Omit<SimpleFormProps, 'children'> {
  def: ResourceDef;
  kind: 'create' | 'edit';
  /** Inputs of the area's own after the metadata's (e.g. a document's file). */
  extra?: ReactNode;
}

export const EngineForm = ({ def, kind, extra, ...rest }: Props) => {
  const fields = formFields(def, kind);
  return (
    <SimpleForm toolbar={kind === 'edit' ? <EditToolbar /> : undefined} {...rest}>
      <FormErrorSummary def={def} shown={fields.map((f) => f.name)} />
      {fields.map((field) => (
        <FieldInput key={field.name} def={def} field={field} />
      ))}
      {extra}
    </SimpleForm>
  );
};
