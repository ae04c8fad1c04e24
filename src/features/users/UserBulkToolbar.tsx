// The users list's bulk toolbar: the engine's (count, "all N matching", the metadata's bulk
// delete when the user may delete), with bulk rights for editors of users.
import { useListContext } from 'react-admin';
import type { ResourceDef } from '../../../resources/types';
import { BulkToolbar } from '../../engine/bulk/BulkToolbar';
import { useAccess } from '../../providers/useSession';
import { BulkRightsButton } from './BulkRightsButton';

export const UserBulkToolbar = ({ def }: { def: ResourceDef }) => {
  const { resource } = useListContext();
  const canEdit = useAccess(resource, 'edit');
  const actions = canEdit ? [{ key: 'rights', label: 'app.users.bulk.button', element: <BulkRightsButton /> }] : [];
  return <BulkToolbar def={def} actions={actions} />;
};
