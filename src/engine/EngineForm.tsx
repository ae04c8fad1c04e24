// The form of a resource: one input per writable field, and the summary of server errors.
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { EditToolbar } from './EditToolbar';
import { FieldInput } from './FieldInput';
import { FormErrorSummary } from './FormErrorSummary';
import { formFields } from './labels';

interface Props extends Omit<SimpleFormProps, 'children'> {
  def: ResourceDef;
  kind: 'create' | 'edit';
}

export const EngineForm = ({ def, kind, ...rest }: Props) => {
  const fields = formFields(def, kind);
  return (
    <SimpleForm toolbar={kind === 'edit' ? <EditToolbar /> : undefined} {...rest}>
      <FormErrorSummary def={def} shown={fields.map((f) => f.name)} />
      {fields.map((field) => (
        <FieldInput key={field.name} def={def} field={field} />
      ))}
    </SimpleForm>
  );
};
