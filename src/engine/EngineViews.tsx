// Create, edit and show views of a resource. Create and Edit are pessimistic: server
// validation errors only reach the form that way, and nothing looks saved before it is.
import type { ReactNode } from 'react';
import { Create, EditButton, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { RecordShow, RecordEdit } from './RecordPages';
import type { ResourceDef } from '../../resources/types';
import { raName } from '../providers/resourceMap';
import { EngineForm } from './EngineForm';
import { FieldValue } from './FieldValue';
import { RECORD_EXPORTS } from '../../resources/reports';
import { RecordExportButton } from './ReportMenuButton';
import { fieldLabel, shownFields } from './labels';

/** The page title of a record: its label (e.g. the site's name). */
export const RecordTitle = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  return record ? <>{String(record[def.labelField] ?? `#${record.id}`)}</> : null;
};

/** `inputs` come after the metadata's (an area's own, e.g. a document's file). */
export const EngineCreate = ({ def, inputs, redirect }: { def: ResourceDef; inputs?: ReactNode; redirect?: 'show' }) => (
  <Create resource={raName(def)} mutationMode="pessimistic" redirect={redirect}>
    <EngineForm def={def} kind="create" extra={inputs} />
  </Create>
);

/** `children` is shown under the form (e.g. a sub-list of the record). */
export const EngineEdit = ({ def, children, inputs }: { def: ResourceDef; children?: ReactNode; inputs?: ReactNode }) => (
  <RecordEdit resource={raName(def)} mutationMode="pessimistic" redirect="list" title={<RecordTitle def={def} />}>
    <EngineForm def={def} kind="edit" extra={inputs} />
    {children}
  </RecordEdit>
);

/** `children` is shown under the fields (e.g. the record's pinned notes). */
export const EngineShow = ({ def, children }: { def: ResourceDef; children?: ReactNode }) => (
  <RecordShow resource={raName(def)} title={<RecordTitle def={def} />}
    // A feature with a per-record export (spec §7) shows "Exporter" beside the edit button.
    actions={(RECORD_EXPORTS as readonly string[]).includes(def.name) ? <TopToolbar><RecordExportButton /><EditButton /></TopToolbar> : undefined}>
    <SimpleShowLayout>
      {shownFields(def).map((field) => (
        <FieldValue key={field.name} field={field} label={fieldLabel(def, field)} />
      ))}
    </SimpleShowLayout>
    {children}
  </RecordShow>
);
