// /user/team/history: the activity log (GET /activity-log/, area useractiononobjecttracker) with
// display_global=true forced in the URL (spec §2; the API ignores it; the engine list keeps it).
// The engine list with columns date, user, action, object, changes; filters user, action, object
// type, date range and search.
import { Navigate, useLocation } from 'react-router';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  type RaRecord,
} from 'react-admin';
import { AccessGate } from '../../engine/AccessGate';
import { activityLog } from '../../../resources/activityLog';
import { EngineList } from '../../engine/EngineList';
import { DateText } from '../../engine/DateText';
import { referenceResource } from '../../providers/resourceMap';
import { useAccess } from '../../providers/useSession';
import { ActionCell, ChangesCell, ObjectCell } from './HistoryCells';
import { HISTORY_ACTIONS, OBJECT_TYPES, objectTypeLabel, withDisplayGlobal } from './historyRules';
import { catalogueLookup } from './lookup';

const RESOURCE = 'activity-log';
const label = (field: string) => `resources.activity-log.fields.${field}`;
const SEARCH_MAX = 100;

const userName = (r: RaRecord) => `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || String(r.email ?? r.id);

const useFilters = () => {
  // Users are picked by name when the users list is open to this user, else typed by id.
  const users = referenceResource('users');
  const canListUsers = useAccess(users ?? 'users', 'list');
  const t = catalogueLookup();
  return [
    <SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }} />,
    users && canListUsers ? (
      <ReferenceInput key="user" source="user" reference={users} label={label('user_label')}>
        <AutocompleteInput label={label('user_label')} optionText={userName} />
      </ReferenceInput>
    ) : (
      <NumberInput key="user" source="user" label="app.account.history.user_id" />
    ),
    <SelectInput
      key="action"
      source="action"
      label={label('action')}
      choices={HISTORY_ACTIONS.map((id) => ({ id, name: `resources.activity-log.actions.${id}` }))}
    />,
    <SelectInput
      key="object_type"
      source="object_type"
      label={label('object_type')}
      translateChoice={false}
      choices={OBJECT_TYPES.map((id) => ({ id, name: objectTypeLabel(id, t) }))}
    />,
    <DateInput key="created_after" source="created_after" label={label('created_after')} />,
    <DateInput key="created_before" source="created_before" label={label('created_before')} />,
  ];
};

const HistoryList = () => {
  const filters = useFilters();
  return (
    <EngineList
      def={activityLog}
      title="app.account.history.title"
      filters={filters}
      empty={false}
      bulkToolbar={false}
      dataTableProps={{ rowClick: false }}
      columns={[
        <DataTable.Col key="created_at" source="created_at" label={label('created_at')}>
          <DateText source="created_at" showTime />
        </DataTable.Col>,
        <DataTable.Col key="user_label" source="user_label" label={label('user_label')} disableSort />,
        <DataTable.Col key="action" source="action" label={label('action')} disableSort>
          <ActionCell />
        </DataTable.Col>,
        <DataTable.Col key="object_label" source="object_label" label={label('object_label')} disableSort>
          <ObjectCell />
        </DataTable.Col>,
        <DataTable.Col key="changes" source="changes" label={label('changes')} disableSort>
          <ChangesCell />
        </DataTable.Col>,
      ]}
    />
  );
};

export const HistoryPage = () => {
  const { pathname, search } = useLocation();
  const forced = withDisplayGlobal(search);
  if (forced) return <Navigate to={`${pathname}${forced}`} replace />;
  return (
    <AccessGate resource={RESOURCE} action="list">
      <HistoryList />
    </AccessGate>
  );
};
