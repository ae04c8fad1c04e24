// Top of an engine list: filter picker (when there are optional filters), column chooser (when
// some columns are hidden until chosen), create, export.
import { ColumnsButton, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { useAccess } from '../providers/useSession';
import { ExportButton } from './ExportButton';

export interface EngineListActionsProps {
  resource: string;
  hasFilterButton: boolean;
  hasColumnsButton?: boolean;
}

export const EngineListActions = ({ resource, hasFilterButton, hasColumnsButton = false }: EngineListActionsProps) => {
  // react-admin does not check access on export buttons.
  const canExport = useAccess(resource, 'export');
  return (
    <TopToolbar>
      {hasFilterButton && <FilterButton />}
      {hasColumnsButton && <ColumnsButton />}
      <CreateButton />
      {canExport && <ExportButton />}
    </TopToolbar>
  );
};
