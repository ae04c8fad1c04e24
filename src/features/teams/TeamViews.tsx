// Team creation and edition, pessimistic (server errors reach the form).
import { Create, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { RecordEdit } from '../../engine/RecordPages';
import { teams } from '../../../resources/teams';
import { EditToolbar } from '../../engine/EditToolbar';
import { FormErrorSummary } from '../../engine/FormErrorSummary';
import { raName } from '../../providers/resourceMap';
import { TeamInputs } from './TeamInputs';
import type { RecordOf } from '../../../resources/records';

const SHOWN = ['name', 'company', 'factories', 'members'];

const TeamTitle = () => {
  const team = useRecordContext<RecordOf<'teams'>>();
  return team ? <>{String(team.name ?? `#${team.id}`)}</> : null;
};

/** Saving an empty form is allowed: it shows which fields the team needs (spec §8). */
const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

export const TeamCreate = () => (
  <Create resource={raName(teams)} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<CreateToolbar />}>
      <FormErrorSummary def={teams} shown={SHOWN} />
      <TeamInputs kind="create" />
    </SimpleForm>
  </Create>
);

export const TeamEdit = () => (
  <RecordEdit resource={raName(teams)} mutationMode="pessimistic" redirect="list" title={<TeamTitle />}>
    <SimpleForm toolbar={<EditToolbar />}>
      <FormErrorSummary def={teams} shown={SHOWN} />
      <TeamInputs kind="edit" />
    </SimpleForm>
  </RecordEdit>
);
