// How one metadata field is edited, by type; validation mirrors the metadata (the API decides).
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDef, ResourceDef } from '../../resources/types';
import { referenceResource } from '../providers/resourceMap';
import { useCompanySelection } from '../providers/useSession';
import { CappedAutocomplete, CappedAutocompleteArray, CappedReferenceArrayInput, CappedReferenceInput } from './CappedPicker';
import { optionTextOf } from './recordLabel';
import { fieldLabel } from './labels';
import { useSessionChoices } from './useSessionChoices';

const validators = (field: FieldDef): Validator[] => [
  ...(field.required ? [required()] : []),
  ...(field.maxLength ? [maxLength(field.maxLength)] : []),
];

/**
 * References the engine cannot query: choices from the session. The company in force (top bar)
 * or a single choice is preselected.
 */
const SessionChoiceInput = ({ field, label }: { field: FieldDef; label: string }) => {
  const choices = useSessionChoices(field.reference);
  const selection = useCompanySelection();
  const preset =
    field.reference === 'companies' && choices.some((c) => c.id === selection) ? selection : choices.length === 1 ? choices[0].id : undefined;
  if (field.type === 'references') return <SelectArrayInput source={field.name} label={label} choices={choices} />;
  return (
    <SelectInput
      source={field.name}
      label={label}
      choices={choices}
      validate={validators(field)}
      defaultValue={field.required ? preset : undefined}
    />
  );
};

/** A reference picker listing only the targets that match the form's own values (FieldDef.narrowBy). */
const NarrowedReferenceInput = ({ field, target, label }: { field: FieldDef; target: string; label: string }) => {
  const values = useWatch();
  const filter = Object.fromEntries(Object.entries(field.narrowBy ?? {})
    .map(([param, source]) => [param, values?.[source]]).filter(([, value]) => value != null && value !== ''));
  return (
    <CappedReferenceInput source={field.name} reference={target} filter={filter}>
      <CappedAutocomplete label={label} optionText={optionTextOf(target)} validate={validators(field)} />
    </CappedReferenceInput>
  );
};

export const FieldInput = ({ def, field }: { def: ResourceDef; field: FieldDef }) => {
  const label = fieldLabel(def, field);
  const validate = validators(field);
  const target = referenceResource(field.reference);
  const optionText = optionTextOf(target);
  switch (field.type) {
    case 'text':
      return <TextInput source={field.name} label={label} validate={validate} multiline minRows={3} />;
    case 'number':
      return <NumberInput source={field.name} label={label} validate={validate} />;
    case 'boolean':
      return <BooleanInput source={field.name} label={label} />;
    case 'date':
      return <DateInput source={field.name} label={label} validate={validate} />;
    case 'datetime':
      return <DateTimeInput source={field.name} label={label} validate={validate} />;
    case 'reference':
      if (!target) return <SessionChoiceInput field={field} label={label} />;
      if (field.narrowBy) return <NarrowedReferenceInput field={field} target={target} label={label} />;
      return (
        <CappedReferenceInput source={field.name} reference={target}>
          <CappedAutocomplete label={label} optionText={optionText} validate={validate} />
        </CappedReferenceInput>
      );
    case 'references':
      if (!target) return <SessionChoiceInput field={field} label={label} />;
      return (
        <CappedReferenceArrayInput source={field.name} reference={target}>
          <CappedAutocompleteArray label={label} optionText={optionText} validate={validate} />
        </CappedReferenceArrayInput>
      );
    case 'choice':
      return (
        <SelectInput
          source={field.name}
          label={label}
          validate={validate}
          choices={(field.choices ?? []).map((id) => ({ id, name: `resources.${def.name}.choices.${field.name}.${id}` }))}
        />
      );
    case 'choices':
      return (
        <SelectArrayInput
          source={field.name}
          label={label}
          choices={(field.choices ?? []).map((id) => ({ id, name: `resources.${def.name}.choices.${field.name}.${id}` }))}
        />
      );
    default:
      return <TextInput source={field.name} label={label} validate={validate} />;
  }
};
