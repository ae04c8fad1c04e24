// Pages of control and maintenance interventions: the engine's fields, the next-status buttons
// (StatusButtons), a control intervention's controls, its documents, and forms that check end ≥ start. The
// status is never a form input (it moves by the buttons); controls are picked among the site's open ones.
import { Create, EditButton, SimpleForm, SimpleShowLayout, TopToolbar } from 'react-admin';
import { RecordShow, RecordEdit } from '../../engine/RecordPages';
import type { ResourceDef } from '../../../resources/types';
import { EditToolbar } from '../../engine/EditToolbar';
import { RecordTitle } from '../../engine/EngineViews';
import { FieldInput } from '../../engine/FieldInput';
import { FieldValue } from '../../engine/FieldValue';
import { FormErrorSummary } from '../../engine/FormErrorSummary';
import { fieldLabel, formFields, shownFields } from '../../engine/labels';
import type { ViewOverrides } from '../../engine/resourceViews';
import { raName } from '../../providers/resourceMap';
import { NotesPanel } from '../comments/NotesPanel';
import { InterventionDocuments } from '../documents/InterventionDocuments';
import { InterventionTasks } from '../tasks/InterventionTasks';
import { ControlsInput } from './ControlsInput';
import { InterventionControls } from './InterventionControls';
import { StatusButtons } from './StatusButtons';
import { datesProblem } from './steps';

// Observations join an intervention from their own form (tasks' `intervention`); listed on the page.
const NOT_IN_FORMS = new Set(['status', 'controls', 'tasks', 'completed_date']);

const validate = (values: Record<string, unknown>) => {
  const problem = datesProblem(values.start, values.end);
  return problem ? { end: problem } : {};
};

const InterventionForm = ({ def, kind }: { def: ResourceDef; kind: 'create' | 'edit' }) => {
  const fields = formFields(def, kind).filter((f) => !NOT_IN_FORMS.has(f.name));
  return (
    <SimpleForm toolbar={kind === 'edit' ? <EditToolbar /> : undefined} validate={validate}>
      <FormErrorSummary def={def} shown={fields.map((f) => f.name)} />
      {fields.map((field) => <FieldInput key={field.name} def={def} field={field} />)}
      {def.fields.some((f) => f.name === 'controls') && <ControlsInput />}
    </SimpleForm>
  );
};

/** The show, create and edit views of one kind of intervention. */
export function interventionViews(def: ResourceDef): ViewOverrides {
  const shown = shownFields(def).filter((f) => f.name !== 'controls' && f.name !== 'tasks');
  const maintenance = def.name === 'maintenance-interventions';
  const InterventionShow = () => (
    <RecordShow resource={raName(def)} title={<RecordTitle def={def} />} actions={<TopToolbar><StatusButtons /><EditButton /></TopToolbar>}>
      <SimpleShowLayout>
        {shown.map((field) => <FieldValue key={field.name} field={field} label={fieldLabel(def, field)} />)}
      </SimpleShowLayout>
      {def.fields.some((f) => f.name === 'controls') && <InterventionControls />}
      {maintenance && <InterventionTasks />}
      <InterventionDocuments field={maintenance ? 'maintenance_interventions' : 'control_interventions'} />
      <NotesPanel objectType={maintenance ? 'maintenance_intervention' : 'control_intervention'} resource={raName(def)} />
    </RecordShow>
  );
  const InterventionCreate = () => (
    <Create resource={raName(def)} mutationMode="pessimistic" redirect="show">
      <InterventionForm def={def} kind="create" />
    </Create>
  );
  const InterventionEdit = () => (
    <RecordEdit resource={raName(def)} mutationMode="pessimistic" redirect="show" title={<RecordTitle def={def} />}>
      <InterventionForm def={def} kind="edit" />
    </RecordEdit>
  );
  return { show: InterventionShow, create: InterventionCreate, edit: InterventionEdit };
}
