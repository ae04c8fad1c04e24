// /buildings: the engine list; ghost buildings (shown under the "all" tab) are neither
// selectable nor openable, as the API refuses to change them.
import type { RaRecord } from 'react-admin';
import { buildings } from '../../../resources/buildings';
import { EngineList } from '../../engine/EngineList';
import { useAccess } from '../../providers/useSession';

export const BuildingList = () => {
  const canEdit = useAccess('buildings', 'edit');
  return (
    <EngineList
      def={buildings}
      dataTableProps={{
        isRowSelectable: (record: RaRecord) => !record.is_ghost,
        rowClick: (_id, _resource, record) => (record.is_ghost ? false : canEdit ? 'edit' : 'show'),
      }}
    />
  );
};
