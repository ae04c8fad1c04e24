// Filters of the elements list, named as the list's URL parameters say (listUrl.ts): search
// (spec §5 rule, a message past 100 characters), sites and buildings (from the session),
// regulations, element types, groups (when the user may list them), the due date bound and the import.
import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput, DateInput, NumberInput, ReferenceArrayInput, SearchInput, type SearchInputProps, type Validator,
} from 'react-admin';
import { useBranchFilterInputs, type FilterElement } from '../../engine/useFilterInputs';
import { elements } from '../../../resources/elements';
import { useAccess, useCompanies } from '../../providers/useSession';
import { isSearchTooLong, normalizeSearch } from './searchText';

const label = (field: string) => `resources.elements.fields.${field}`;
const BY_NAME = { field: 'name', order: 'ASC' } as const;
const TOO_LONG = 'app.elements.search.too_long';

const searchLength: Validator = (value: unknown) =>
  typeof value === 'string' && isSearchTooLong(normalizeSearch(value)) ? TOO_LONG : undefined;

/** The search box; past 100 characters it says so and the list keeps its last search. */
const ElementSearchInput = (props: SearchInputProps) => {
  const value = useWatch({ name: 'q' }) as unknown;
  const tooLong = typeof value === 'string' && isSearchTooLong(normalizeSearch(value));
  return <SearchInput {...props} validate={searchLength} helperText={tooLong ? TOO_LONG : false} />;
};

export const useElementFilters = (): FilterElement[] => {
  const companies = useCompanies();
  const several = companies.length > 1;
  const sites = companies.flatMap((c) => c.factories.map((f) => ({ id: f.id, name: several ? `${f.name} (${c.name})` : f.name })));
  const siteName = new Map(companies.flatMap((c) => c.factories.map((f) => [f.id, f.name] as const)));
  const buildings = companies.flatMap((c) => c.buildings.filter((b) => !b.is_ghost)
    .map((b) => ({ id: b.id, name: `${b.name} (${siteName.get(b.factory) ?? b.factory})` })));
  const canRegulations = useAccess('regulations', 'list');
  const canTypes = useAccess('element-types', 'list');
  const canGroups = useAccess('groups', 'list');
  const branch = useBranchFilterInputs(elements);
  const reference = (source: string, target: string) => (
    <ReferenceArrayInput key={source} source={source} reference={target} sort={BY_NAME}>
      <AutocompleteArrayInput label={label(source)} optionText="name" />
    </ReferenceArrayInput>
  );
  return [
    <ElementSearchInput key="q" source="q" alwaysOn />,
    <AutocompleteArrayInput key="factory" source="factory" label={label('factory')} choices={sites} alwaysOn />,
    ...branch,
    ...(buildings.length ? [<AutocompleteArrayInput key="building" source="building" label={label('building')} choices={buildings} />] : []),
    ...(canRegulations ? [reference('regulation', 'regulations')] : []),
    ...(canTypes ? [reference('element_type', 'element-types')] : []),
    ...(canGroups ? [reference('group', 'groups')] : []),
    <DateInput key="next_date_lte" source="next_date_lte" label={label('next_date_lte')} />,
    // An import's rows ("Voir les éléments" of /imports/{id}/show): shown, and removable, when set.
    <NumberInput key="import" source="import" label={label('import')} min={1} />,
  ];
};
