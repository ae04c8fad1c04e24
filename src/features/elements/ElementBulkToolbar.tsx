// The elements list's bulk toolbar: the engine's (count or "all N", select-all-matching, move to a
// group or a building, delete, locked rows disabling them with the reason), plus setting a custom
// attribute (plan pro). `children`: more actions mounted by other areas (e.g. QR labels,
// src/features/labels/), shown whatever the locks.
import type { ReactNode } from 'react';
import { elements } from '../../../resources/elements';
import { BulkToolbar } from '../../engine/bulk/BulkToolbar';
import { planOf, tierAllows } from '../../providers/accessControl';
import { useAccess, useCompanies, useCompanySelection } from '../../providers/useSession';
import { BulkAttributeButton } from './BulkAttributeButton';

const LOCK = { filter: 'locked', message: 'app.elements.bulk.locked' };

export const ElementBulkToolbar = ({ children }: { children?: ReactNode }) => {
  const canEdit = useAccess('elements', 'edit');
  const pro = tierAllows('pro', planOf(useCompanies(), useCompanySelection()));
  const actions = canEdit && pro ? [{ key: 'attribute', label: 'app.elements.bulk.set_attribute', element: <BulkAttributeButton /> }] : [];
  return (
    <BulkToolbar def={elements} actions={actions} lock={LOCK}>
      {children}
    </BulkToolbar>
  );
};
