// A deadline's page and edit form: the engine's, with the control's pinned notes under them.
import { controls } from '../../../resources/controls';
import { EngineEdit, EngineShow } from '../../engine/EngineViews';
import { NotesPanel } from '../comments/NotesPanel';

export const ControlShow = () => (
  <EngineShow def={controls}>
    <NotesPanel objectType="control" resource="controls" />
  </EngineShow>
);

export const ControlEdit = () => (
  <EngineEdit def={controls}>
    <NotesPanel objectType="control" resource="controls" />
  </EngineEdit>
);
