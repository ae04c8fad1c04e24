// Wizard step 1: how the users are created — from scratch, from an existing user's profile, or
// from a rights template (GET /users/rights_templates/).
import { Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { RadioButtonGroupInput } from 'react-admin';
import { CappedAutocomplete, CappedReferenceInput } from '../../engine/CappedPicker';
import { referenceResource } from '../../providers/resourceMap';
import { userLabel } from './UserFields';
import { useEditorRights, useRightsTemplates } from './useUserMeta';
import { asValidator } from './validators';
import { wizardErrors, type WizardValues } from './wizardSteps';

const SOURCES = [
  { id: 'scratch', name: 'app.users.wizard.source.scratch' },
  { id: 'profile', name: 'app.users.wizard.source.profile' },
  { id: 'template', name: 'app.users.wizard.source.template' },
];


export const SourceStep = () => {
  const source = useWatch({ name: 'source' });
  const limits = useEditorRights();
  const { data: templates = [] } = useRightsTemplates();
  const check = (field: 'profile' | 'template') =>
    asValidator((_value, values) => wizardErrors(values as unknown as WizardValues, limits)[field]);
  return (
    <Stack>
      <RadioButtonGroupInput source="source" label="app.users.wizard.source.label" choices={SOURCES} row={false} helperText={`app.users.wizard.source.${source}_help`} />
      {source === 'profile' && (
        // The profile picker lists a capped subset, with a prompt to refine when more match (§9).
        <CappedReferenceInput source="profile" reference={referenceResource('users') ?? 'users'} sort={{ field: 'last_name', order: 'ASC' }}>
          <CappedAutocomplete label="app.users.wizard.source.profile_user" optionText={userLabel} validate={check('profile')} />
        </CappedReferenceInput>
      )}
      {source === 'template' && (
        <RadioButtonGroupInput
          source="template"
          label="app.users.wizard.source.template_name"
          choices={templates.map((t) => ({ id: t.name, name: t.label }))}
          translateChoice={false}
          validate={check('template')}
        />
      )}
    </Stack>
  );
};
