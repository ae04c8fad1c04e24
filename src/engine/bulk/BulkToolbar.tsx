// The bulk toolbar of engine lists: the count (or "all N"), select-all-matching, and the bulk
// actions of the metadata the user has rights for. Slots: `actions` (more guarded actions, e.g.
// an area's own), `children` (actions shown whatever the locks, e.g. printing labels), and `lock`
// (a precondition: a selection holding locked rows disables the guarded actions, with the reason).
// Rows a running job locks (`locked_by`, any resource) disable them too, the reason naming the job.
import { Alert, Tooltip } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { BulkActionsToolbar, useListContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/types';
import { useAccess } from '../../providers/useSession';
import { useListCount, useListFilter } from '../ResultCount';
import { useCount } from '../useResourceQueries';
import { BulkDeleteButton } from './BulkDeleteButton';
import { BulkUpdateButton } from './BulkUpdateButton';
import { SelectAllMatchingButton } from './SelectAllMatchingButton';
import { useSelectionScope } from './SelectionScope';
import { useJobLabel, useJobLockInSelection } from './useJobLockInSelection';
import { TextButton } from '../TextButton';

/** Which bulk actions the user may run on this resource. */
export const useBulkActions = (def: ResourceDef, resource: string) => {
  const canDelete = useAccess(resource, 'delete');
  const canEdit = useAccess(resource, 'edit');
  return {
    delete: def.bulkActions.includes('delete') && canDelete,
    update: def.bulkActions.includes('update') && !!def.bulkUpdatable?.length && canEdit,
  };
};

/** Rows a bulk action may not touch: the boolean filter that finds them, and the reason shown. */
export interface BulkLock {
  filter: string;
  /** Translation key with smart_count (default app.bulk.locked). */
  message?: string;
}

/** The lock of a resource with a `locked` boolean filter (e.g. elements during a data update). */
export const lockOf = (def: ResourceDef): BulkLock | undefined =>
  def.fields.some((f) => f.name === 'locked' && f.type === 'boolean' && f.filter) ? { filter: 'locked' } : undefined;

/** How many selected rows are locked (undefined while unknown or without a lock). */
const useLockedInSelection = (lock: BulkLock | undefined) => {
  const { resource, selectedIds } = useListContext();
  const { all } = useSelectionScope();
  const filter = useListFilter();
  const scope = all ? filter : { id: selectedIds };
  return useCount(resource, { ...scope, [lock?.filter ?? 'locked']: true }, !!lock && (selectedIds.length > 0 || all)).data;
};

const Disabled = ({ label, reason }: { label: string; reason: string }) => (
  <Tooltip title={reason}>
    <span>
      <TextButton label={label} disabled />
    </span>
  </Tooltip>
);

export interface BulkToolbarProps {
  def: ResourceDef;
  /** Guarded actions after the engine's; `{ label }` is what is shown disabled under a lock. */
  actions?: { key: string; label: string; element: ReactNode }[];
  lock?: BulkLock;
  /** Whether the engine's update and delete buttons are offered (default true). */
  engineActions?: boolean;
  children?: ReactNode;
}

export const BulkToolbar = ({ def, actions = [], lock = lockOf(def), engineActions = true, children }: BulkToolbarProps) => {
  const { resource } = useListContext();
  const { all } = useSelectionScope();
  const { data: count } = useListCount();
  const translate = useTranslate();
  const allowed = useBulkActions(def, resource);
  const held = useJobLockInSelection();
  const jobLabel = useJobLabel();
  // The filter counts over every page (e.g. elements' own `locked`, job locks included); the rows shown only.
  const locked = Math.max(useLockedInSelection(lock) ?? 0, held.count);
  const label = all ? translate('app.bulk.all_selected', { smart_count: count ?? 0 }) : undefined;
  const guarded = [
    ...(engineActions && allowed.update ? [{ key: 'update', label: 'ra.action.update', element: <BulkUpdateButton def={def} /> }] : []),
    ...actions,
    ...(engineActions && allowed.delete ? [{ key: 'delete', label: 'ra.action.delete', element: <BulkDeleteButton /> }] : []),
  ];
  const base = translate(lock?.message ?? 'app.bulk.locked', { smart_count: locked });
  const reason = held.job ? `${base} ${jobLabel(held.job)}` : base;
  return (
    <BulkActionsToolbar label={label} selectAllButton={<SelectAllMatchingButton />}>
      {locked > 0 && <Alert severity="warning" sx={{ py: 0 }}>{reason}</Alert>}
      {guarded.map((a) => (locked > 0 ? <Disabled key={a.key} label={a.label} reason={reason} /> : <Fragment key={a.key}>{a.element}</Fragment>))}
      {children}
    </BulkActionsToolbar>
  );
};
