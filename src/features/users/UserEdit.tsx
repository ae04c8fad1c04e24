// /user/team/users/:id: identity, scope (regulations, sites, teams), SSO exclusion and the rights
// grid. Pessimistic: server errors (rights or regulations beyond the editor's) reach the form.
import { Alert, Divider, Typography } from '@mui/material';
import { BooleanInput, SimpleForm, TextInput, maxLength, required, useRecordContext, useTranslate } from 'react-admin';
import { RecordEdit } from '../../engine/RecordPages';
import { users } from '../../../resources/users';
import { EditToolbar } from '../../engine/EditToolbar';
import { FormErrorSummary } from '../../engine/FormErrorSummary';
import { raName } from '../../providers/resourceMap';
import { isValidEmail, normalizeEmail } from './emails';
import { RightsInput } from './RightsInput';
import { ScopeInputs } from './ScopeInputs';
import { SpecialRightsInputs } from './SpecialRightsInputs';
import { fullName, type UserRecord } from './UserFields';
import { asValidator } from './validators';

const validateEmail = [
  required(),
  asValidator((value) => (isValidEmail(String(value ?? '')) ? undefined : { message: 'app.users.errors.email_invalid_one' })),
];
/** The e-mail as the API stores it. */
const transform = (data: Record<string, unknown>) => ({ ...data, email: normalizeEmail(String(data.email ?? '')) });

const SHOWN = [
  'email', 'first_name', 'last_name', 'is_active', 'regulations', 'factories', 'buildings', 'teams', 'exclude_from_sso', 'force_password_change', 'rights',
  'is_administrator', 'can_process_express_reports', 'dashboard_access',
];

const UserTitle = () => {
  const user = useRecordContext<UserRecord>();
  return user ? <>{fullName(user)}</> : null;
};

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Divider flexItem sx={{ my: 1 }} />
      <Typography variant="h6" component="h2">{translate(title)}</Typography>
    </>
  );
};

const InvitedNotice = () => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  return user?.invited ? <Alert severity="info" sx={{ mb: 1 }}>{translate('app.users.edit.invited')}</Alert> : null;
};

export const UserEdit = () => (
  <RecordEdit resource={raName(users)} mutationMode="pessimistic" redirect="list" title={<UserTitle />} transform={transform}>
    <SimpleForm toolbar={<EditToolbar />}>
      <FormErrorSummary def={users} shown={SHOWN} />
      <InvitedNotice />
      <TextInput source="email" label="resources.users.fields.email" validate={validateEmail} />
      <TextInput source="first_name" label="resources.users.fields.first_name" validate={maxLength(150)} />
      <TextInput source="last_name" label="resources.users.fields.last_name" validate={maxLength(150)} />
      <BooleanInput source="is_active" label="resources.users.fields.is_active" helperText="app.users.edit.active_help" />
      <BooleanInput source="exclude_from_sso" label="resources.users.fields.exclude_from_sso" helperText="app.users.edit.sso_help" />
      <BooleanInput
        source="force_password_change"
        label="resources.users.fields.force_password_change"
        helperText="app.users.edit.force_password_help"
      />
      <Section title="app.users.edit.scope" />
      <ScopeInputs />
      <Section title="app.users.edit.rights" />
      <SpecialRightsInputs />
      <RightsInput />
    </SimpleForm>
  </RecordEdit>
);
