// The branch picker of the screens computed over the caller's sites (the dashboards, the score,
// consumption): `?branch=<id>` in the URL like the lists' "Branche" filter, so a reload, a shared
// link and the back button keep it. Shown only to those who may see branches (the companybranch
// right and the corpo plan: the API's tier on /branches/) and when there is a branch to pick; for
// anyone else the parameter is ignored, so no screen narrows on a branch its user cannot see.
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useAccess, useCompanySelection } from '../../providers/useSession';
import { fetchBranches } from './branchesApi';
import { buildTree, flatten } from './branchTree';

const ID = /^[1-9]\d{0,9}$/;

/** The branches the caller sees (their selected company's), shared by every picker (one call). */
const useBranchRows = () => {
  const allowed = useAccess('branches', 'list');
  // One company selected: its branches; all of them ('all'): every branch the caller sees.
  const selection = useCompanySelection();
  const company = typeof selection === 'number' ? selection : undefined;
  const { data } = useQuery({
    queryKey: ['branches-tree', company ?? null, 'picker'],
    queryFn: ({ signal }) => fetchBranches(company, signal),
    enabled: allowed,
  });
  return allowed ? data : [];
};

/** The picked branch (`?branch=`), undefined when none, malformed, or not the caller's to pick. */
export const useBranchParam = (): number | undefined => {
  const allowed = useAccess('branches', 'list');
  const [params] = useSearchParams();
  const text = params.get('branch') ?? '';
  return allowed && ID.test(text) ? Number(text) : undefined;
};

export const BranchPicker = () => {
  const translate = useTranslate();
  const rows = useBranchRows();
  const branch = useBranchParam();
  const [, setParams] = useSearchParams();
  if (!rows?.length) return null;
  const options = flatten(buildTree(rows));
  const pick = (value: string) => setParams((prev) => {
    const next = new URLSearchParams(prev);
    if (value) next.set('branch', value);
    else next.delete('branch');
    next.delete('page');
    return next;
  });
  return (
    <TextField select size="small" label={translate('app.branches.filter')} data-testid="branch-picker"
      value={branch !== undefined && options.some((o) => o.id === branch) ? String(branch) : ''}
      onChange={(e) => pick(e.target.value)} sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' } }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
      <MenuItem value="">{translate('app.branches.filter_any')}</MenuItem>
      {options.map((o) => (
        // Indented by depth: the tree's shape in a flat menu.
        <MenuItem key={o.id} value={String(o.id)} sx={{ pl: 2 + o.depth * 2 }}>{o.name}</MenuItem>
      ))}
    </TextField>
  );
};
