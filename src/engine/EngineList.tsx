// The generic list of a resource, built from its metadata: columns of `list` fields (sortable
// where the metadata says so), search and filters, tabs from /options/, cursor pagination with
// the /count/ total, bulk actions with "all N matching", export through /export/.
import type { ReactNode } from 'react';
import { DataTable, List, Loading, type DataTableProps } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { sortOf } from '../providers/listQuery';
import { raName } from '../providers/resourceMap';
import { useAccess, useCompanySelection } from '../providers/useSession';
import { BulkToolbar, useBulkActions } from './bulk/BulkToolbar';
import { SelectionScopeProvider } from './bulk/SelectionScope';
import { CursorPagination } from './CursorPagination';
import { EngineListActions } from './EngineListActions';
import { FieldValue } from './FieldValue';
import { fieldLabel } from './labels';
import { ListTabs } from './ListTabs';
import { useFilterInputs } from './useFilterInputs';
import { useResourceOptions } from './useResourceQueries';

export interface EngineListProps {
  def: ResourceDef;
  /** Cell content replacing the engine's for some fields (the column keeps label and sorting). */
  cells?: Record<string, ReactNode>;
  dataTableProps?: Partial<DataTableProps>;
}

export const EngineList = ({ def, cells = {}, dataTableProps }: EngineListProps) => {
  const resource = raName(def);
  const options = useResourceOptions(resource);
  const tabs = options.data?.tabs ?? [];
  const filters = useFilterInputs(def, tabs.map((t) => t.param));
  const canEdit = useAccess(resource, 'edit');
  const bulk = useBulkActions(def, resource);
  const selection = useCompanySelection();
  // The company chosen in the top bar narrows lists that can be filtered by company.
  const companyFilter = selection !== 'all' && def.fields.some((f) => f.name === 'company' && f.filter) ? { company: selection } : undefined;
  const hasBulk = bulk.delete || bulk.update;

  // Tabs must be known before the list mounts: filterDefaultValues only apply on first load.
  if (options.isPending) return <Loading />;
  return (
    <List
      resource={resource}
      sort={sortOf(def.defaultOrdering)}
      perPage={25}
      filters={filters}
      filter={companyFilter}
      filterDefaultValues={tabs.length ? { tab: tabs[0].name } : undefined}
      pagination={<CursorPagination />}
      actions={<EngineListActions resource={resource} hasFilterButton={filters.some((f) => !f.props.alwaysOn)} />}
      exporter={false}
    >
      <SelectionScopeProvider>
        {tabs.length > 0 && <ListTabs tabs={tabs} />}
        <DataTable
          rowClick={canEdit ? 'edit' : 'show'}
          bulkActionButtons={hasBulk}
          bulkActionsToolbar={hasBulk ? <BulkToolbar def={def} /> : undefined}
          {...dataTableProps}
        >
          {def.fields
            .filter((f) => f.list)
            .map((field) => (
              <DataTable.Col key={field.name} source={field.name} label={fieldLabel(def, field)} disableSort={!field.sortable}>
                {cells[field.name] ?? <FieldValue field={field} />}
              </DataTable.Col>
            ))}
        </DataTable>
      </SelectionScopeProvider>
    </List>
  );
};
