// /user/team/users/:id/show (users without the edit right): the user's scope and rights, read-only.
import { Typography } from '@mui/material';
import { BooleanField, ChipField, EmailField, Labeled, ReferenceArrayField, SimpleShowLayout, SingleFieldList, TextField, useRecordContext, useTranslate } from 'react-admin';
import { RecordShow } from '../../engine/RecordPages';
import { users } from '../../../resources/users';
import { raName, referenceResource } from '../../providers/resourceMap';
import { useCompanies } from '../../providers/useSession';
import { RightsGrid } from './RightsGrid';
import { fullName, UserState, type UserRecord } from './UserFields';
import type { RightsValue } from './rights';

const Chips = ({ source, reference }: { source: string; reference: string }) => (
  <ReferenceArrayField source={source} reference={referenceResource(reference) ?? reference} label={`resources.users.fields.${source}`}>
    <SingleFieldList linkType={false}>
      <ChipField source="name" size="small" />
    </SingleFieldList>
  </ReferenceArrayField>
);

/** From the session's companies (the buildings resource needs a right the viewer may lack). */
const BuildingNames = () => {
  const user = useRecordContext<UserRecord & { buildings?: number[] }>();
  const translate = useTranslate();
  const names = new Map(useCompanies().flatMap((c) => c.buildings).map((b) => [b.id, b.name]));
  const ids = user?.buildings ?? [];
  return <>{ids.length ? ids.map((id) => names.get(id) ?? `#${id}`).join(', ') : translate('app.users.wizard.summary.whole_sites')}</>;
};

const Rights = () => {
  const user = useRecordContext<UserRecord & { rights?: RightsValue }>();
  const translate = useTranslate();
  return (
    <>
      <Typography variant="caption" color="text.secondary">{translate('resources.users.fields.rights')}</Typography>
      <RightsGrid value={user?.rights} onChange={() => undefined} limits={null} disabled />
    </>
  );
};

const Title = () => {
  const user = useRecordContext<UserRecord>();
  return user ? <>{fullName(user)}</> : null;
};

export const UserShow = () => (
  <RecordShow resource={raName(users)} title={<Title />}>
    <SimpleShowLayout>
      <EmailField source="email" label="resources.users.fields.email" />
      <TextField source="first_name" label="resources.users.fields.first_name" emptyText="—" />
      <TextField source="last_name" label="resources.users.fields.last_name" emptyText="—" />
      <Labeled label="resources.users.fields.is_active"><UserState /></Labeled>
      <BooleanField source="exclude_from_sso" label="resources.users.fields.exclude_from_sso" />
      <Chips source="regulations" reference="regulations" />
      <Chips source="factories" reference="factories" />
      <Labeled label="resources.users.fields.buildings"><BuildingNames /></Labeled>
      <Chips source="teams" reference="teams" />
      <Rights />
    </SimpleShowLayout>
  </RecordShow>
);
