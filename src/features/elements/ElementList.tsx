// /elements: the list with the shared URL parameters of spec §2 (ListUrlSync.tsx), tabs from
// /options/, filters, a column chooser (landmark columns under the company's labels), cursor
// pages with the count, a side sheet per row (open_sheet) and bulk actions; locked rows are
// marked and make the bulk actions unavailable.
import { Link as MuiLink } from '@mui/material';
import { useState, type MutableRefObject } from 'react';
import { Link } from 'react-router';
import {
  ColumnsButton, CreateButton, DataTable, FilterButton, List, TextField, TopToolbar, useRecordContext, useTranslate, type RaRecord,
} from 'react-admin';
import { useResourceOptions } from '../../engine/useResourceQueries';
import { CursorPagination } from '../../engine/CursorPagination';
import { ExportButton } from '../../engine/ExportButton';
import { ListTabs } from '../../engine/ListTabs';
import { SelectionScopeProvider } from '../../engine/bulk/SelectionScope';
import { useAccess, useCompanies, useCompanySelection } from '../../providers/useSession';
import { BulkLabelsButton } from '../labels/BulkLabelsButton';
import { ConformityChip, LockedMark } from './ConformityChip';
import { formatDate } from './customValues';
import { ElementBulkToolbar } from './ElementBulkToolbar';
import { useElementFilters } from './ElementFilters';
import { ElementSheet } from './ElementSheet';
import { listLandmarks } from './landmarks';
import type { ElementListState } from './listUrl';
import { FromUrl, UrlWriter } from './ListUrlSync';

const RESOURCE = 'elements';
const label = (field: string) => `resources.elements.fields.${field}`;
/** Columns offered by the chooser but hidden until chosen. */
const HIDDEN = ['group', 'repere_1', 'repere_2', 'qr_code', 'created_at'];
const lockedRow = (record: RaRecord) => (record.locked ? { bgcolor: 'action.hover', fontStyle: 'italic' } : {});

const Designation = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <LockedMark />
      <MuiLink component={Link} to={`/elements/${record.id}/show`} onClick={(e) => e.stopPropagation()}>
        {String(record.designation)}
      </MuiLink>
    </>
  );
};

const ExpiryDate = () => {
  const record = useRecordContext();
  return <>{formatDate(record?.expiry_date as string | null)}</>;
};

const Actions = () => {
  const canExport = useAccess(RESOURCE, 'export');
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <CreateButton />
      {canExport && <ExportButton />}
    </TopToolbar>
  );
};

const ElementTable = ({ onOpen }: { onOpen: (id: number) => void }) => {
  const translate = useTranslate();
  const companies = useCompanies();
  const selection = useCompanySelection();
  const landmarks = listLandmarks(selection === 'all' ? companies : companies.filter((c) => c.id === selection));
  const col = (source: string, text?: string) => ({ source, label: text ?? label(source) });
  return (
    <DataTable
      rowClick={(id) => {
        onOpen(Number(id));
        return false;
      }}
      rowSx={lockedRow}
      hiddenColumns={HIDDEN}
      // Every user who sees the list may print the labels of a selection; the rest needs rights.
      bulkActionsToolbar={(
        <ElementBulkToolbar>
          <BulkLabelsButton />
        </ElementBulkToolbar>
      )}
    >
      <DataTable.Col {...col('designation')}>
        <Designation />
      </DataTable.Col>
      <DataTable.Col {...col('identification_number')} disableSort />
      <DataTable.Col {...col('factory')} disableSort>
        <TextField source="factory_name" />
      </DataTable.Col>
      <DataTable.Col {...col('building')} disableSort>
        <TextField source="building_name" />
      </DataTable.Col>
      <DataTable.Col {...col('regulation')} disableSort>
        <TextField source="regulation_name" />
      </DataTable.Col>
      <DataTable.Col {...col('element_type')} disableSort>
        <TextField source="element_type_name" />
      </DataTable.Col>
      <DataTable.Col {...col('group')} disableSort>
        <TextField source="group_name" emptyText="" />
      </DataTable.Col>
      <DataTable.Col {...col('conformity')} disableSort>
        <ConformityChip />
      </DataTable.Col>
      <DataTable.Col {...col('expiry_date')}>
        <ExpiryDate />
      </DataTable.Col>
      <DataTable.Col {...col('repere_1', landmarks.repere_1 ?? translate(label('repere_1')))} disableSort />
      {landmarks.useRepere2 && <DataTable.Col {...col('repere_2', landmarks.repere_2 ?? translate(label('repere_2')))} disableSort />}
      <DataTable.Col {...col('qr_code')} disableSort />
      <DataTable.Col {...col('created_at')}>
        <CreatedAt />
      </DataTable.Col>
    </DataTable>
  );
};

const CreatedAt = () => {
  const record = useRecordContext();
  return <>{formatDate(record?.created_at as string | undefined)}</>;
};

const ElementListView = ({ initial, written }: { initial: ElementListState; written: MutableRefObject<string> }) => {
  const options = useResourceOptions(RESOURCE);
  const filters = useElementFilters();
  const [sheet, setSheet] = useState<number | null>(initial.openSheet);
  // The tabs come from /options/, but the list does not wait for them: the tab itself is in the
  // URL state already, so the list's first request leaves at once (tests/bench/results/console.md).
  const tabs = options.data?.tabs ?? [];
  return (
    <List
      resource={RESOURCE}
      disableSyncWithLocation
      storeKey={false}
      filterDefaultValues={initial.filter}
      sort={initial.sort}
      perPage={25}
      filters={filters}
      pagination={<CursorPagination />}
      actions={<Actions />}
      exporter={false}
      empty={false}
    >
      <UrlWriter sheet={sheet} written={written} />
      <SelectionScopeProvider>
        {!!tabs.length && <ListTabs tabs={tabs} />}
        <ElementTable onOpen={setSheet} />
      </SelectionScopeProvider>
      <ElementSheet id={sheet} onClose={() => setSheet(null)} />
    </List>
  );
};

export const ElementList = () => <FromUrl>{(state, written) => <ElementListView initial={state} written={written} />}</FromUrl>;
