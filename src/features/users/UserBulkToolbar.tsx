// The users list's bulk toolbar: the engine's count and "all N matching", bulk rights, and the
// metadata's bulk delete when the user may delete.
import { BulkActionsToolbar, useListContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/types';
import { BulkDeleteButton } from '../../engine/bulk/BulkDeleteButton';
import { useBulkActions } from '../../engine/bulk/BulkToolbar';
import { SelectAllMatchingButton } from '../../engine/bulk/SelectAllMatchingButton';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { useListCount } from '../../engine/ResultCount';
import { useAccess } from '../../providers/useSession';
import { BulkRightsButton } from './BulkRightsButton';

export const UserBulkToolbar = ({ def }: { def: ResourceDef }) => {
  const { resource } = useListContext();
  const { all } = useSelectionScope();
  const { data: count } = useListCount();
  const translate = useTranslate();
  const canEdit = useAccess(resource, 'edit');
  const actions = useBulkActions(def, resource);
  const label = all ? translate('app.bulk.all_selected', { smart_count: count ?? 0 }) : undefined;
  return (
    <BulkActionsToolbar label={label} selectAllButton={<SelectAllMatchingButton />}>
      {canEdit && <BulkRightsButton />}
      {actions.delete && <BulkDeleteButton />}
    </BulkActionsToolbar>
  );
};
