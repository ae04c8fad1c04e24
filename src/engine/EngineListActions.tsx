// Top of an engine list: filter picker (when there are optional filters), create, export.
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { useAccess } from '../providers/useSession';
import { ExportButton } from './ExportButton';

export const EngineListActions = ({ resource, hasFilterButton }: { resource: string; hasFilterButton: boolean }) => {
  // react-admin does not check access on export buttons.
  const canExport = useAccess(resource, 'export');
  return (
    <TopToolbar>
      {hasFilterButton && <FilterButton />}
      <CreateButton />
      {canExport && <ExportButton />}
    </TopToolbar>
  );
};
