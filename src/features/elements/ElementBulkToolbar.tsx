// The elements list's bulk toolbar: the count (or "all N"), select-all-matching, move to a group
// or a building (the engine's bulk update), set a custom attribute (plan pro), delete. A
// selection holding locked elements disables them all, with the reason. `children`: more
// actions mounted by other areas (e.g. QR labels, src/features/labels/), shown whatever the locks.
import { Alert, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, Button, useListContext, useTranslate } from 'react-admin';
import { elements } from '../../../resources/elements';
import { BulkDeleteButton } from '../../engine/bulk/BulkDeleteButton';
import { BulkUpdateButton } from '../../engine/bulk/BulkUpdateButton';
import { SelectAllMatchingButton } from '../../engine/bulk/SelectAllMatchingButton';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { useListCount, useListFilter } from '../../engine/ResultCount';
import { useCount } from '../../engine/useResourceQueries';
import { planOf, tierAllows } from '../../providers/accessControl';
import { useAccess, useCompanies, useCompanySelection } from '../../providers/useSession';
import { BulkAttributeButton } from './BulkAttributeButton';

/** How many selected elements are locked (undefined while unknown). */
const useLockedInSelection = () => {
  const { selectedIds } = useListContext();
  const { all } = useSelectionScope();
  const filter = useListFilter();
  const scope = all ? filter : { id: selectedIds };
  return useCount('elements', { ...scope, locked: true }, selectedIds.length > 0 || all).data;
};

const Disabled = ({ label, reason }: { label: string; reason: string }) => (
  <Tooltip title={reason}>
    <span>
      <Button label={label} disabled />
    </span>
  </Tooltip>
);

export const ElementBulkToolbar = ({ children }: { children?: ReactNode }) => {
  const { all } = useSelectionScope();
  const { data: count } = useListCount();
  const translate = useTranslate();
  const canEdit = useAccess('elements', 'edit');
  const canDelete = useAccess('elements', 'delete');
  const pro = tierAllows('pro', planOf(useCompanies(), useCompanySelection()));
  const locked = useLockedInSelection() ?? 0;
  const label = all ? translate('app.bulk.all_selected', { smart_count: count ?? 0 }) : undefined;
  const reason = translate('app.elements.bulk.locked', { smart_count: locked });
  return (
    <BulkActionsToolbar label={label} selectAllButton={<SelectAllMatchingButton />}>
      {locked > 0 ? (
        <>
          <Alert severity="warning" sx={{ py: 0 }}>{reason}</Alert>
          {canEdit && <Disabled label="ra.action.update" reason={reason} />}
          {canEdit && pro && <Disabled label="app.elements.bulk.set_attribute" reason={reason} />}
          {canDelete && <Disabled label="ra.action.delete" reason={reason} />}
        </>
      ) : (
        <>
          {canEdit && <BulkUpdateButton def={elements} />}
          {canEdit && pro && <BulkAttributeButton />}
          {canDelete && <BulkDeleteButton />}
        </>
      )}
      {children}
    </BulkActionsToolbar>
  );
};
