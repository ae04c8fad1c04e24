// The inputs of a team: name and company (both required: the spec's "team creation fields
// required" message), sites, and members picked with an autocomplete of users.
import {
  AutocompleteArrayInput, ReferenceArrayInput, SelectInput, TextInput, maxLength, required,
} from 'react-admin';
import { useSessionChoices } from '../../engine/useSessionChoices';
import { referenceResource } from '../../providers/resourceMap';
import { useCompanySelection } from '../../providers/useSession';
import { userLabel } from '../users/UserFields';

const REQUIRED = 'app.users.teams.required';
const validateName = [required(REQUIRED), maxLength(255)];
const validateCompany = required(REQUIRED);
const byName = { field: 'name', order: 'ASC' } as const;


/** The company of a new team: the one chosen in the top bar, or the only one, is preselected. */
const CompanyInput = () => {
  const choices = useSessionChoices('companies');
  const selection = useCompanySelection();
  const preset = choices.some((c) => c.id === selection) ? selection : choices.length === 1 ? choices[0].id : undefined;
  return <SelectInput source="company" label="resources.teams.fields.company" choices={choices} validate={validateCompany} defaultValue={preset} />;
};

export const TeamInputs = ({ kind }: { kind: 'create' | 'edit' }) => (
  <>
    <TextInput source="name" label="resources.teams.fields.name" validate={validateName} />
    {kind === 'create' && <CompanyInput />}
    <ReferenceArrayInput source="factories" reference={referenceResource('factories') ?? 'sites'} perPage={100} sort={byName}>
      <AutocompleteArrayInput label="resources.teams.fields.factories" optionText="name" />
    </ReferenceArrayInput>
    <ReferenceArrayInput source="members" reference={referenceResource('users') ?? 'users'} perPage={25} sort={{ field: 'last_name', order: 'ASC' }}>
      <AutocompleteArrayInput label="resources.teams.fields.members" optionText={userLabel} />
    </ReferenceArrayInput>
  </>
);
