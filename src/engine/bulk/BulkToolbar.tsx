// The bulk toolbar of engine lists: the count (or "all N"), select-all-matching, and the bulk
// actions of the metadata the user has rights for.
import { BulkActionsToolbar, useListContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/types';
import { useAccess } from '../../providers/useSession';
import { useListCount } from '../ResultCount';
import { BulkDeleteButton } from './BulkDeleteButton';
import { BulkUpdateButton } from './BulkUpdateButton';
import { SelectAllMatchingButton } from './SelectAllMatchingButton';
import { useSelectionScope } from './SelectionScope';

/** Which bulk actions the user may run on this resource. */
export const useBulkActions = (def: ResourceDef, resource: string) => {
  const canDelete = useAccess(resource, 'delete');
  const canEdit = useAccess(resource, 'edit');
  return {
    delete: def.bulkActions.includes('delete') && canDelete,
    update: def.bulkActions.includes('update') && !!def.bulkUpdatable?.length && canEdit,
  };
};

export const BulkToolbar = ({ def }: { def: ResourceDef }) => {
  const { resource } = useListContext();
  const { all } = useSelectionScope();
  const { data: count } = useListCount();
  const translate = useTranslate();
  const actions = useBulkActions(def, resource);
  const label = all ? translate('app.bulk.all_selected', { smart_count: count ?? 0 }) : undefined;
  return (
    <BulkActionsToolbar label={label} selectAllButton={<SelectAllMatchingButton />}>
      {actions.update && <BulkUpdateButton def={def} />}
      {actions.delete && <BulkDeleteButton />}
    </BulkActionsToolbar>
  );
};
