// "Select a branch's sites" in a form's sites (the user wizard, spec §2): choosing a branch adds
// the sites of it and of its descendants to the `factories` value. Only for those who may see
// branches (the right and the corpo plan); the sites a branch holds are those the caller sees.
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useAccess } from '../../providers/useSession';
import { fetchBranches } from './branchesApi';
import { branchSiteIds, buildTree, flatten } from './branchTree';

export const BranchSitesPicker = ({ source = 'factories' }: { source?: string }) => {
  const translate = useTranslate();
  const allowed = useAccess('branches', 'list');
  const { getValues, setValue } = useFormContext();
  const { data } = useQuery({
    queryKey: ['branches-tree', 'all'],
    queryFn: ({ signal }) => fetchBranches(undefined, signal),
    enabled: allowed,
  });
  if (!allowed || !data?.length) return null;
  const pick = (id: number) => {
    const current = (getValues(source) ?? []) as number[];
    setValue(source, [...new Set([...current, ...branchSiteIds(data, id)])], { shouldDirty: true, shouldValidate: true });
  };
  return (
    <TextField select size="small" value="" label={translate('app.branches.pick_sites')} onChange={(e) => pick(Number(e.target.value))}
      sx={{ minWidth: 260, mb: 2 }}>
      {flatten(buildTree(data)).map((n) => (
        <MenuItem key={n.id} value={n.id} sx={{ pl: 2 + n.depth * 2 }}>{n.name}</MenuItem>
      ))}
    </TextField>
  );
};
