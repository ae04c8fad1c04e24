// List filters from the metadata: the search box (`q` → `search`) and each `filter` field, named
// as the list's URL reads them (listUrl.ts).
// Fields driven by tabs are left to the tabs; a reference with a single choice is no filter.
import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDef, ResourceDef } from '../../resources/types';
import { referenceResource } from '../providers/resourceMap';
import { optionTextOf } from './recordLabel';
import { fieldLabel, hasSearch } from './labels';
import { useSessionChoices, type Choice } from './useSessionChoices';
import { useAccess } from '../providers/useSession';
import { branchable } from '../../resources/branches';

const SEARCH_MAX = 100;

const filterInput = (def: ResourceDef, field: FieldDef, choices: Choice[]): ReactElement | null => {
  const label = fieldLabel(def, field);
  const props = { source: field.name, label };
  const target = referenceResource(field.reference);
  const optionText = optionTextOf(target);
  switch (field.type) {
    case 'boolean':
      return <NullableBooleanInput key={field.name} {...props} />;
    case 'number':
      return <NumberInput key={field.name} {...props} />;
    case 'date':
      return <DateInput key={field.name} {...props} />;
    case 'choice':
      return (
        <SelectInput key={field.name} {...props}
          choices={(field.choices ?? []).map((id) => ({ id, name: `resources.${def.name}.choices.${field.name}.${id}` }))} />
      );
    case 'reference':
    case 'references':
      // Every reference filter is a list (spec §2: `factory=1,2`), whether the field holds one id or several.
      if (target)
        return (
          <ReferenceArrayInput key={field.name} {...props} reference={target}>
            <AutocompleteArrayInput label={label} optionText={optionText} />
          </ReferenceArrayInput>
        );
      if (choices.length < 2) return null;
      return <SelectArrayInput key={field.name} {...props} choices={choices} />;
    default:
      return <TextInput key={field.name} {...props} />;
  }
};

export type FilterElement = ReactElement<{ alwaysOn?: boolean }>;

/**
 * The company-branch filter of a list of rows on sites (the API's `branch`: the branch and its
 * descendants), for those who may see branches (the right and the corpo plan); else none.
 */
export const useBranchFilterInputs = (def: ResourceDef): FilterElement[] => {
  const allowed = useAccess('branches', 'list');
  if (!allowed || !branchable(def) || def.name === 'branches') return [];
  return [
    <ReferenceArrayInput key="branch" source="branch" reference="branches" label="app.branches.filter">
      <AutocompleteArrayInput label="app.branches.filter" optionText="name" />
    </ReferenceArrayInput>,
  ];
};

export const useFilterInputs = (def: ResourceDef, tabParams: string[]): FilterElement[] => {
  // Hooks cannot run per field: read the session-backed choice list once.
  const companies = useSessionChoices('companies');
  const branch = useBranchFilterInputs(def);
  const choicesOf = (field: FieldDef) => (field.reference === 'companies' ? companies : []);
  const inputs = def.fields
    .filter((f) => f.filter && !tabParams.includes(f.name))
    .map((f) => filterInput(def, f, choicesOf(f)))
    .filter((input): input is FilterElement => input !== null);
  inputs.unshift(...branch);
  if (!hasSearch(def)) return inputs;
  return [<SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }} />, ...inputs];
};
