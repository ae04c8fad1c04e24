// /sites/:id: the engine form (name, regulations) whose delete confirms with the counts of what
// goes with the site (the engine's TypedDeleteButton shows the API's counts), then its buildings.
import { SaveButton, Toolbar } from 'react-admin';
import { RecordEdit } from '../../engine/RecordPages';
import { factories } from '../../../resources/factories';
import { raName } from '../../providers/resourceMap';
import { EngineForm } from '../../engine/EngineForm';
import { TypedDeleteButton } from '../../engine/TypedDeleteButton';
import { RecordTitle } from '../../engine/EngineViews';
import { SiteBuildings } from './SiteBuildings';

export const SiteEdit = () => (
  <RecordEdit resource={raName(factories)} mutationMode="pessimistic" redirect="list" title={<RecordTitle def={factories} />}>
    <EngineForm def={factories} kind="edit" toolbar={(
      <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <SaveButton />
        <TypedDeleteButton />
      </Toolbar>
    )} />
    <SiteBuildings />
  </RecordEdit>
);
