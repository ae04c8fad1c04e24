// One dialog for the tree's writes: a new branch (name, parent), rename, move under another
// parent (never into its own subtree), and the sites it holds (a site taken from another branch
// leaves it: the API keeps a site in one branch). Refusals show the API's translated message.
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Company } from '../../providers/types';
import { errorText, type BranchChanges } from './branchesApi';
import { moveTargets, type BranchRow } from './branchTree';

export type DialogMode = { kind: 'create'; parent: number | null } | { kind: 'rename' | 'move' | 'sites'; branch: BranchRow };

interface Props {
  mode: DialogMode;
  rows: BranchRow[];
  company: Company;
  onClose: () => void;
  onSave: (changes: BranchChanges) => Promise<void>;
}

const TITLES = { create: 'app.branches.new_top', rename: 'app.branches.rename', move: 'app.branches.move', sites: 'app.branches.sites' };

export const BranchDialog = ({ mode, rows, company, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const branch = mode.kind === 'create' ? null : mode.branch;
  const [name, setName] = useState(branch?.name ?? '');
  const [parent, setParent] = useState<number | null>(mode.kind === 'create' ? mode.parent : (branch?.parent ?? null));
  const [sites, setSites] = useState<number[]>(branch?.factories ?? []);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const holder = (site: number) => rows.find((r) => r.id !== branch?.id && r.factories.includes(site));
  const targets = branch ? moveTargets(rows, branch.id) : rows.filter((r) => r.company === company.id);

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      if (mode.kind === 'create') await onSave({ name: name.trim(), parent });
      else if (mode.kind === 'rename') await onSave({ name: name.trim() });
      else if (mode.kind === 'move') await onSave({ parent });
      else await onSave({ factories: sites });
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="branch-dialog-title">
      <DialogTitle id="branch-dialog-title">{translate(mode.kind === 'create' && mode.parent !== null ? 'app.branches.add_child' : TITLES[mode.kind])}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {(mode.kind === 'create' || mode.kind === 'rename') && (
            <TextField label={translate('app.branches.name')} value={name} onChange={(e) => setName(e.target.value)} autoFocus required slotProps={{ htmlInput: { maxLength: 255 } }} />
          )}
          {(mode.kind === 'create' || mode.kind === 'move') && (
            <TextField select label={translate('app.branches.parent')} value={parent ?? ''} onChange={(e) => setParent(e.target.value === '' ? null : Number(e.target.value))}>
              <MenuItem value="">{translate('app.branches.top_level')}</MenuItem>
              {targets.map((r) => <MenuItem key={r.id} value={r.id}>{r.name}</MenuItem>)}
            </TextField>
          )}
          {mode.kind === 'sites' && (
            <Stack>
              {company.factories.map((f) => {
                const other = holder(f.id);
                return (
                  <FormControlLabel key={f.id} label={other && !sites.includes(f.id) ? `${f.name} (${other.name})` : f.name}
                    control={<Checkbox checked={sites.includes(f.id)} onChange={(e) => setSites(e.target.checked ? [...sites, f.id] : sites.filter((s) => s !== f.id))} />} />
                );
              })}
            </Stack>
          )}
          {error && <Alert severity="error" role="alert">{translate(error, { _: error })}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.branches.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={pending}
          disabled={(mode.kind === 'create' || mode.kind === 'rename') && !name.trim()}>
          {translate('app.branches.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
