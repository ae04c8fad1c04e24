// The edit page of a voluntary control type: the engine's form, whose delete says how many open
// controls go (the API's confirmation, shown by the engine's TypedDeleteButton).
import { SaveButton, Toolbar } from 'react-admin';
import { RecordEdit } from '../../engine/RecordPages';
import { voluntaryControlTypes } from '../../../resources/voluntaryControlTypes';
import { EngineForm } from '../../engine/EngineForm';
import { TypedDeleteButton } from '../../engine/TypedDeleteButton';
import { RecordTitle } from '../../engine/EngineViews';

const def = voluntaryControlTypes;

export const VoluntaryEdit = () => (
  <RecordEdit resource={def.name} mutationMode="pessimistic" redirect="list" title={<RecordTitle def={def} />}>
    <EngineForm def={def} kind="edit" toolbar={(
      <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <SaveButton />
        <TypedDeleteButton />
      </Toolbar>
    )} />
  </RecordEdit>
);
