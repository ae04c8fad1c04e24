// The scope of a user: regulations and sites (at least one of each, spec §5; a branch adds its
// sites), buildings within those sites, and teams.
import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { referenceResource } from '../../providers/resourceMap';
import { useAccess } from '../../providers/useSession';
import { BranchSitesPicker } from '../branches/BranchSitesPicker';
import { BuildingsInput } from './BuildingsInput';
import { asValidator } from './validators';
import { factoriesError, regulationsError } from './wizardSteps';

const validateRegulations = asValidator(regulationsError);
const validateFactories = asValidator(factoriesError);
const byName = { field: 'name', order: 'ASC' } as const;

export const RegulationsInput = () => (
  <ReferenceArrayInput source="regulations" reference={referenceResource('regulations') ?? 'regulations'} perPage={100} sort={byName}>
    <AutocompleteArrayInput label="resources.users.fields.regulations" optionText="name" validate={validateRegulations} />
  </ReferenceArrayInput>
);

/** The sites, and (corpo) a branch whose sites are added at once. */
export const SitesInput = () => (
  <>
    <ReferenceArrayInput source="factories" reference={referenceResource('factories') ?? 'sites'} perPage={100} sort={byName}>
      <AutocompleteArrayInput label="resources.users.fields.factories" optionText="name" validate={validateFactories} />
    </ReferenceArrayInput>
    <BranchSitesPicker />
  </>
);

/** Only for editors who may see teams. */
export const TeamsInput = () => {
  const teams = referenceResource('teams') ?? 'teams';
  const canSeeTeams = useAccess(teams, 'list');
  if (!canSeeTeams) return null;
  return (
    <ReferenceArrayInput source="teams" reference={teams} perPage={100} sort={byName}>
      <AutocompleteArrayInput label="resources.users.fields.teams" optionText="name" />
    </ReferenceArrayInput>
  );
};

export const ScopeInputs = () => (
  <>
    <RegulationsInput />
    <SitesInput />
    <BuildingsInput />
    <TeamsInput />
  </>
);
