// The generic list of a resource, built from its metadata: columns of `list` fields (sortable
// where the metadata says so), search and filters, tabs from /options/, cursor pagination with
// the /count/ total, bulk actions with "all N matching" and their lock precondition, export
// through /export/, and the spec's URL parameters (listUrl.ts, ListUrlSync.tsx). An area gives
// or overrides slots (EngineListSlots): cells or columns, hidden columns (column chooser),
// filters, bulk toolbar, row marks, side sheet (`open_sheet`), empty state, header, title.
import { useMemo, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { DataTable, List, type DataTableProps } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { raName } from '../providers/resourceMap';
import { useAccess, useCompanySelection } from '../providers/useSession';
import { BulkToolbar, useBulkActions } from './bulk/BulkToolbar';
import { SelectionScopeProvider } from './bulk/SelectionScope';
import { CursorPagination } from './CursorPagination';
import { EngineListActions } from './EngineListActions';
import { FieldValue } from './FieldValue';
import { fieldLabel } from './labels';
import { ListSheet, type SheetProps } from './ListSheet';
import { ListTabs } from './ListTabs';
import { PhoneList } from './phone/PhoneList';
import { usePhone } from './phone/usePhone';
import { listUrlSpec, type ListUrlSpec, type ListUrlState } from './listUrl';
import { FromUrl, UrlWriter, urlStoreKey } from './ListUrlSync';
import { useFilterInputs, type FilterElement } from './useFilterInputs';
import { useResourceOptions } from './useResourceQueries';

/** Rows a running job is changing (spec §4: read-only meanwhile) are greyed, unless the area marks its own. */
const jobLockedRow = (record: { locked_by?: unknown }) => (record.locked_by ? { bgcolor: 'action.hover', fontStyle: 'italic' } : {});

export interface EngineListSlots {
  /** Cell content replacing the engine's for some fields (the column keeps label and sorting). */
  cells?: Record<string, ReactNode>;
  /** Columns replacing the metadata's (`DataTable.Col` elements). */
  columns?: ReactNode;
  /** Columns offered by the column chooser but hidden until chosen (giving it shows the chooser). */
  hiddenColumns?: string[];
  /** Filters replacing the metadata's (sources named as the API's filters, `q` for search). */
  filters?: FilterElement[];
  /** The bulk toolbar replacing the engine's; false: no bulk selection. */
  bulkToolbar?: ReactElement | false;
  /** Style of a row, e.g. locked rows. */
  rowMark?: DataTableProps['rowSx'];
  /** The side sheet a row click opens (`open_sheet` in the URL); true: the engine's. */
  sheet?: ComponentType<SheetProps> | true;
  /** What an empty list shows (react-admin's invitation to create by default); false: the table. */
  empty?: ReactElement | false;
  /** Above the list (e.g. tabs between users and teams). */
  header?: ReactNode;
  title?: string | ReactElement;
  dataTableProps?: Partial<DataTableProps>;
  /** A row opens the record's page even for editors (a page richer than the edit form). */
  openShow?: boolean;
  /** What a phone shows instead of the table (default: cards from the metadata, PhoneList). */
  phoneList?: ReactElement;
  /** The phone card's title, when the label field alone says too little (PhoneList's `primary`). */
  phoneTitle?: ReactElement;
}

export interface EngineListProps extends EngineListSlots {
  def: ResourceDef;
}

type ViewProps = EngineListProps & { spec: ListUrlSpec; initial: ListUrlState; written: { current: string } };

const MetadataColumns = ({ def, cells = {} }: { def: ResourceDef; cells?: Record<string, ReactNode> }) =>
  def.fields
    .filter((f) => f.list)
    .map((field) => (
      <DataTable.Col key={field.name} source={field.name} label={fieldLabel(def, field)} disableSort={!field.sortable}>
        {cells[field.name] ?? <FieldValue field={field} />}
      </DataTable.Col>
    ));

const EngineListView = ({ def, spec, initial, written, ...slots }: ViewProps) => {
  const resource = raName(def);
  // Tabs come from /options/, but the list does not wait for them: the tab is in the URL state
  // already (default: the metadata's first), so the list's first request leaves at once.
  const tabs = useResourceOptions(resource).data?.tabs ?? [];
  const metadataFilters = useFilterInputs(def, (def.tabs ?? []).map((t) => t.param));
  const filters = slots.filters ?? metadataFilters;
  const canEdit = useAccess(resource, 'edit');
  const bulk = useBulkActions(def, resource);
  const selection = useCompanySelection();
  const [sheet, setSheet] = useState<number | null>(initial.openSheet);
  // The company chosen in the top bar narrows lists that can be filtered by company.
  const companyFilter = selection !== 'all' && def.fields.some((f) => f.name === 'company' && f.filter) ? { company: selection } : undefined;
  const hasBulk = slots.bulkToolbar === undefined ? bulk.delete || bulk.update : slots.bulkToolbar !== false;
  const Sheet = slots.sheet === true ? (props: SheetProps) => <ListSheet def={def} {...props} /> : slots.sheet;
  const meta = useMemo(() => ({ cursor: initial.cursor, cursorPage: initial.page }), [initial]);
  // A phone gets cards (no bulk selection, no column chooser): a table is 2-3 screens wide there.
  const phone = usePhone();
  const rowClick = Sheet ? (id: string | number) => (setSheet(Number(id)), false as const) : canEdit && !slots.openShow ? 'edit' : 'show';

  return (
    <List
      resource={resource}
      disableSyncWithLocation
      storeKey={urlStoreKey(resource)}
      sort={initial.sort}
      perPage={spec.defaultPerPage}
      filters={filters}
      filter={companyFilter}
      queryOptions={{ meta }}
      pagination={<CursorPagination />}
      actions={
        <EngineListActions
          resource={resource}
          hasFilterButton={filters.some((f) => !f.props.alwaysOn)}
          hasColumnsButton={!phone && !!slots.hiddenColumns?.length}
        />
      }
      exporter={false}
      empty={slots.empty}
      title={slots.title}
    >
      <UrlWriter spec={spec} sheet={sheet} extra={initial.extra} written={written} />
      {slots.header}
      <SelectionScopeProvider>
        {tabs.length > 0 && <ListTabs tabs={tabs} />}
        {phone ? (slots.phoneList ?? <PhoneList def={def} rowClick={rowClick} rowSx={slots.rowMark ?? jobLockedRow} primary={slots.phoneTitle} />) : (
        <DataTable
          rowClick={rowClick}
          rowSx={slots.rowMark ?? jobLockedRow}
          hiddenColumns={slots.hiddenColumns}
          bulkActionButtons={hasBulk}
          bulkActionsToolbar={hasBulk ? (slots.bulkToolbar || <BulkToolbar def={def} />) : undefined}
          {...slots.dataTableProps}
        >
          {slots.columns ?? MetadataColumns({ def, cells: slots.cells })}
        </DataTable>
        )}
      </SelectionScopeProvider>
      {Sheet && <Sheet id={sheet} onClose={() => setSheet(null)} />}
    </List>
  );
};

export const EngineList = (props: EngineListProps) => {
  const spec = useMemo(() => listUrlSpec(props.def), [props.def]);
  return (
    <FromUrl spec={spec} storeKey={urlStoreKey(raName(props.def))}>
      {(initial, written) => <EngineListView {...props} spec={spec} initial={initial} written={written} />}
    </FromUrl>
  );
};
