// Top of an engine list: filter picker (when there are optional filters), column chooser (when
// some columns are hidden until chosen), create, export.
import { ColumnsButton, CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { useAccess } from '../providers/useSession';
import { GenerateReportButton } from './ReportMenuButton';
import { ExportButton } from './ExportButton';

export interface EngineListActionsProps {
  resource: string;
  hasFilterButton: boolean;
  hasColumnsButton?: boolean;
}

export const EngineListActions = ({ resource, hasFilterButton, hasColumnsButton = false }: EngineListActionsProps) => {
  // react-admin does not check access on export buttons.
  const canExport = useAccess(resource, 'export');
  // No create view (rows made by an upload or a wizard, offered by the list itself): no button.
  const { hasCreate } = useResourceDefinition({ resource });
  return (
    <TopToolbar>
      {hasFilterButton && <FilterButton />}
      {hasColumnsButton && <ColumnsButton />}
      {hasCreate && <CreateButton />}
      {canExport && <ExportButton />}
      <GenerateReportButton />
    </TopToolbar>
  );
};
