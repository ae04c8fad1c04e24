// /elements: the engine list (spec §2 URL parameters, tabs from /options/, cursor pages with the
// count, column chooser, bulk actions) with the elements' slots: columns (landmark columns under
// the company's labels, some hidden until chosen), filters, the element's side sheet
// (open_sheet), locked rows marked (they make the bulk actions unavailable), labels in bulk.
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { DataTable, TextField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { elements } from '../../../resources/elements';
import { EngineList } from '../../engine/EngineList';
import { useCompanies, useCompanySelection } from '../../providers/useSession';
import { BulkLabelsButton } from '../labels/BulkLabelsButton';
import { ConformityChip, LockedMark } from './ConformityChip';
import { formatDate } from './customValues';
import { ElementBulkToolbar } from './ElementBulkToolbar';
import { useElementFilters } from './ElementFilters';
import { ElementSheet } from './ElementSheet';
import { listLandmarks } from './landmarks';
import { elementPath } from './paths';
import type { ElementRow } from './elementRow';

const label = (field: string) => `resources.elements.fields.${field}`;
/** Columns offered by the chooser but hidden until chosen. */
const HIDDEN = ['group', 'repere_1', 'repere_2', 'qr_code', 'created_at'];
const lockedRow = (record: RaRecord) => (record.locked ? { bgcolor: 'action.hover', fontStyle: 'italic' } : {});

const Designation = () => {
  const record = useRecordContext<ElementRow>();
  if (!record) return null;
  return (
    <>
      <LockedMark />
      <MuiLink component={Link} to={elementPath(record.id)} onClick={(e) => e.stopPropagation()}>
        {record.designation}
      </MuiLink>
    </>
  );
};

const DateCell = ({ source }: { source: string }) => {
  const record = useRecordContext<ElementRow>();
  return <>{formatDate(record?.[source] as string | null | undefined)}</>;
};

/**
 * The columns; hooks are read by the caller (columns are elements, not a component of DataTable).
 * References sort by their names and conformity compliant first (resources/elements.ts).
 */
const columns = (landmarks: ReturnType<typeof listLandmarks>, repere1: string, repere2: string) => {
  const col = (source: string, text?: string) => ({ source, label: text ?? label(source) });
  return [
    <DataTable.Col key="designation" {...col('designation')}>
      <Designation />
    </DataTable.Col>,
    <DataTable.Col key="identification_number" {...col('identification_number')} />,
    <DataTable.Col key="factory" {...col('factory')}>
      <TextField source="factory_name" />
    </DataTable.Col>,
    <DataTable.Col key="building" {...col('building')}>
      <TextField source="building_name" />
    </DataTable.Col>,
    <DataTable.Col key="regulation" {...col('regulation')}>
      <TextField source="regulation_name" />
    </DataTable.Col>,
    <DataTable.Col key="element_type" {...col('element_type')}>
      <TextField source="element_type_name" />
    </DataTable.Col>,
    <DataTable.Col key="group" {...col('group')} disableSort>
      <TextField source="group_name" emptyText="" />
    </DataTable.Col>,
    <DataTable.Col key="conformity" {...col('conformity')}>
      <ConformityChip />
    </DataTable.Col>,
    <DataTable.Col key="expiry_date" {...col('expiry_date')}>
      <DateCell source="expiry_date" />
    </DataTable.Col>,
    <DataTable.Col key="repere_1" {...col('repere_1', repere1)} disableSort />,
    ...(landmarks.useRepere2 ? [<DataTable.Col key="repere_2" {...col('repere_2', repere2)} disableSort />] : []),
    <DataTable.Col key="qr_code" {...col('qr_code')} disableSort />,
    <DataTable.Col key="created_at" {...col('created_at')}>
      <DateCell source="created_at" />
    </DataTable.Col>,
  ];
};

export const ElementList = () => {
  const translate = useTranslate();
  const companies = useCompanies();
  const selection = useCompanySelection();
  const filters = useElementFilters();
  const landmarks = listLandmarks(selection === 'all' ? companies : companies.filter((c) => c.id === selection));
  return (
    <EngineList
      def={elements}
      columns={columns(landmarks, landmarks.repere_1 ?? translate(label('repere_1')), landmarks.repere_2 ?? translate(label('repere_2')))}
      hiddenColumns={HIDDEN}
      filters={filters}
      rowMark={lockedRow}
      sheet={ElementSheet}
      empty={false}
      // Every user who sees the list may print the labels of a selection; the rest needs rights.
      bulkToolbar={(
        <ElementBulkToolbar>
          <BulkLabelsButton />
        </ElementBulkToolbar>
      )}
    />
  );
};
