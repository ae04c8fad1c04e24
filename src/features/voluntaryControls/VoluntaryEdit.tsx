// The edit page of a voluntary control type: the engine's form, whose delete says how many open
// controls go (VoluntaryDeleteButton) instead of the generic confirmation.
import { Edit, SaveButton, Toolbar } from 'react-admin';
import { voluntaryControlTypes } from '../../../resources/voluntaryControlTypes';
import { EngineForm } from '../../engine/EngineForm';
import { RecordTitle } from '../../engine/EngineViews';
import { VoluntaryDeleteButton } from './VoluntaryDeleteButton';

const def = voluntaryControlTypes;

export const VoluntaryEdit = () => (
  <Edit resource={def.name} mutationMode="pessimistic" redirect="list" title={<RecordTitle def={def} />}>
    <EngineForm def={def} kind="edit" toolbar={(
      <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <SaveButton />
        <VoluntaryDeleteButton />
      </Toolbar>
    )} />
  </Edit>
);
