// The group page and edit form: the engine's, with the group's elements underneath.
import { SimpleShowLayout } from 'react-admin';
import { RecordShow } from '../../engine/RecordPages';
import { groups } from '../../../resources/groups';
import { EngineEdit, RecordTitle } from '../../engine/EngineViews';
import { FieldValue } from '../../engine/FieldValue';
import { fieldLabel, shownFields } from '../../engine/labels';
import { raName } from '../../providers/resourceMap';
import { GroupElements } from './GroupElements';

export const GroupShow = () => (
  <RecordShow resource={raName(groups)} title={<RecordTitle def={groups} />}>
    <SimpleShowLayout>
      {shownFields(groups).map((field) => (
        <FieldValue key={field.name} field={field} label={fieldLabel(groups, field)} />
      ))}
    </SimpleShowLayout>
    <GroupElements />
  </RecordShow>
);

export const GroupEdit = () => (
  <EngineEdit def={groups}>
    <GroupElements />
  </EngineEdit>
);
