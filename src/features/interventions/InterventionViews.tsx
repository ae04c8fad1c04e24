// Pages of control and maintenance interventions: the engine's fields, the next-status buttons
// (StatusButtons), a control intervention's controls, its documents, and forms that check end ≥ start. The
// status is never a form input (it moves by the buttons); controls are picked among the site's open ones.
import { Alert, Chip, Stack } from '@mui/material';
import { Create, EditButton, Labeled, SimpleForm, SimpleShowLayout, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordShow, RecordEdit } from '../../engine/RecordPages';
import type { ResourceDef } from '../../../resources/types';
import { EditToolbar } from '../../engine/EditToolbar';
import { EngineList } from '../../engine/EngineList';
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
import { RecordExportButton } from '../../engine/ReportMenuButton';
import { datesProblem } from './steps';
import type { InterventionRow } from './interventionRow';

// Observations join an intervention from their own form (tasks' `intervention`); listed on the page.
const NOT_IN_FORMS = new Set(['status', 'controls', 'tasks', 'completed_date']);

const validate = (values: Record<string, unknown>) => {
  const problem = datesProblem(values.start, values.end);
  return problem ? { end: problem } : {};
};

// What a validated intervention keeps (the API refuses a change: done_locked); shown, not inputs.
const LOCKED_WHEN_DONE = new Set(['start', 'end', 'factory']);

const InterventionForm = ({ def, kind }: { def: ResourceDef; kind: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const done = useRecordContext<InterventionRow>()?.status === 'done' && kind === 'edit';
  const fields = formFields(def, kind).filter((f) => !NOT_IN_FORMS.has(f.name));
  const hasControls = def.fields.some((f) => f.name === 'controls');
  return (
    <SimpleForm toolbar={kind === 'edit' ? <EditToolbar /> : undefined} validate={validate}>
      <FormErrorSummary def={def} shown={fields.map((f) => f.name)} />
      {done && <Alert severity="info" sx={{ mb: 2 }}>{translate('app.interventions.done_locked')}</Alert>}
      {fields.map((field) => (done && LOCKED_WHEN_DONE.has(field.name)
        ? <Labeled key={field.name} label={fieldLabel(def, field)}><FieldValue field={field} /></Labeled>
        : <FieldInput key={field.name} def={def} field={field} />))}
      {/* Its finished controls are no choice of the picker (open controls only): listed instead. */}
      {hasControls && (done ? <InterventionControls /> : <ControlsInput />)}
    </SimpleForm>
  );
};

/** The status chip, and "En retard" beside it while the intervention is to do after its last day. */
const StatusCell = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext<InterventionRow>();
  const translate = useTranslate();
  const status = def.fields.find((f) => f.name === 'status')!;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <FieldValue field={status} />
      {record?.late === true && <Chip size="small" color="error" label={translate('app.interventions.late')} />}
    </Stack>
  );
};

/** The show, create and edit views of one kind of intervention. */
export function interventionViews(def: ResourceDef): ViewOverrides {
  const shown = shownFields(def).filter((f) => f.name !== 'controls' && f.name !== 'tasks');
  const maintenance = def.name === 'maintenance-interventions';
  const InterventionShow = () => (
    <RecordShow resource={raName(def)} title={<RecordTitle def={def} />} actions={<TopToolbar><StatusButtons /><RecordExportButton /><EditButton /></TopToolbar>}>
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
  const InterventionList = () => <EngineList def={def} cells={{ status: <StatusCell def={def} /> }} />;
  return { list: InterventionList, show: InterventionShow, create: InterventionCreate, edit: InterventionEdit };
}
