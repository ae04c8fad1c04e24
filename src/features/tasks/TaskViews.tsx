// An observation's page and edit form: the engine's fields (the status as the cycling chip) and
// the pinned notes of the observation under them.
import { EditButton, Labeled, SimpleShowLayout, TopToolbar } from 'react-admin';
import { RecordShow } from '../../engine/RecordPages';
import { tasks } from '../../../resources/tasks';
import { EngineCreate, EngineEdit, RecordTitle } from '../../engine/EngineViews';
import { FieldValue } from '../../engine/FieldValue';
import { fieldLabel, shownFields } from '../../engine/labels';
import { NotesPanel } from '../comments/NotesPanel';
import { RecordExportButton } from '../../engine/ReportMenuButton';
import { TaskStatusButton } from './TaskStatusButton';

export const TaskShow = () => (
  <RecordShow resource="tasks" title={<RecordTitle def={tasks} />} actions={<TopToolbar><RecordExportButton /><EditButton /></TopToolbar>}>
    <SimpleShowLayout>
      {shownFields(tasks).map((field) => (field.name === 'status'
        ? <Labeled key="status" label={fieldLabel(tasks, field)}><TaskStatusButton /></Labeled>
        : <FieldValue key={field.name} field={field} label={fieldLabel(tasks, field)} />))}
    </SimpleShowLayout>
    <NotesPanel objectType="task" resource="tasks" />
  </RecordShow>
);

export const TaskEdit = () => (
  <EngineEdit def={tasks}>
    <NotesPanel objectType="task" resource="tasks" />
  </EngineEdit>
);

/** After creation, the observation's page: its edit form no longer shows the element (create-only). */
export const TaskCreate = () => <EngineCreate def={tasks} redirect="show" />;
