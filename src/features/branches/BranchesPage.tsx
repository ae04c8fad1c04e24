// /branches (spec §2, tier corpo; the engine's access gate shows the upgrade offer below it): the
// company's branch tree. Create a top branch or a sub-branch, rename, move under another parent,
// assign sites, delete (its sub-branches and sites move up one level: the API's confirmation says
// how many, typed CONFIRMER like every delete). Buttons follow the caller's rights.
import AddIcon from '@mui/icons-material/Add';
import BusinessIcon from '@mui/icons-material/Business';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { Alert, Box, Button, Chip, IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { TypedConfirmDialog } from '../../engine/bulk/TypedConfirmDialog';
import { useAccess, useCompanies, useCompanySelection } from '../../providers/useSession';
import type { Company, ConfirmRequest } from '../../providers/types';
import { BranchDialog, type DialogMode } from './BranchDialog';
import { askDeleteBranch, confirmDelete, createBranch, errorText, fetchBranches, updateBranch, type BranchChanges } from './branchesApi';
import { buildTree, type BranchNode, type BranchRow } from './branchTree';

const RESOURCE = 'branches';

const Node = ({ node, company, act }: { node: BranchNode; company: Company; act: (m: DialogMode | { kind: 'delete'; branch: BranchRow }) => void }) => {
  const translate = useTranslate();
  const canCreate = useAccess(RESOURCE, 'create');
  const canEdit = useAccess(RESOURCE, 'edit');
  const canDelete = useAccess(RESOURCE, 'delete');
  const siteNames = node.factories.map((id) => company.factories.find((f) => f.id === id)?.name).filter(Boolean) as string[];
  const action = (label: string, Icon: typeof EditIcon, onClick: () => void) => (
    <Tooltip title={translate(label)}>
      <IconButton size="small" aria-label={`${translate(label)} : ${node.name}`} onClick={onClick}><Icon fontSize="small" /></IconButton>
    </Tooltip>
  );
  return (
    <ListItem component="li" disablePadding sx={{ display: 'block' }} aria-label={node.name}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ pl: { xs: node.depth * 1.5, sm: node.depth * 3 }, py: 0.5, alignItems: { sm: 'center' }, gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flex: 1, minWidth: 0, flexWrap: 'wrap' }}>
          <AccountTreeIcon fontSize="small" color="action" />
          <Typography component="span" sx={{ fontWeight: 500 }}>{node.name}</Typography>
          {siteNames.map((s) => <Chip key={s} size="small" icon={<BusinessIcon />} label={s} />)}
        </Stack>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          {canCreate && action('app.branches.add_child', AddIcon, () => act({ kind: 'create', parent: node.id }))}
          {canEdit && action('app.branches.rename', EditIcon, () => act({ kind: 'rename', branch: node }))}
          {canEdit && action('app.branches.move', DriveFileMoveIcon, () => act({ kind: 'move', branch: node }))}
          {canEdit && action('app.branches.sites', BusinessIcon, () => act({ kind: 'sites', branch: node }))}
          {canDelete && action('app.branches.delete', DeleteIcon, () => act({ kind: 'delete', branch: node }))}
        </Stack>
      </Stack>
      {node.children.length > 0 && (
        <List disablePadding>{node.children.map((c) => <Node key={c.id} node={c} company={company} act={act} />)}</List>
      )}
    </ListItem>
  );
};

export const BranchesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const companies = useCompanies();
  const selection = useCompanySelection();
  // The selected company, else the first on the corpo plan (branches are a corpo feature).
  const company = companies.find((c) => c.id === selection) ?? companies.find((c) => c.tier === 'corpo') ?? companies[0];
  const canCreate = useAccess(RESOURCE, 'create');
  const [dialog, setDialog] = useState<DialogMode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ message: string; request: ConfirmRequest } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { data: rows, refetch } = useQuery({
    queryKey: ['branches-tree', company?.id],
    queryFn: ({ signal }) => fetchBranches(company?.id, signal),
    enabled: !!company,
  });

  const save = async (changes: BranchChanges) => {
    if (!dialog) return;
    if (dialog.kind === 'create') await createBranch({ ...changes, company: company!.id });
    else await updateBranch(dialog.branch.id, changes);
    await refetch();
    notify('app.branches.saved', { type: 'success', autoHideDuration: 2000 });
  };

  const act = (m: DialogMode | { kind: 'delete'; branch: BranchRow }) => {
    if (m.kind !== 'delete') return setDialog(m);
    setError(null);
    askDeleteBranch(m.branch.id)
      .then((a) => setAsking({ message: translate('app.branches.delete_confirm', { name: m.branch.name, details: a.message }), request: a.confirm_request }))
      .catch((e) => setError(errorText(e)));
  };

  const remove = () => {
    if (!asking) return;
    setDeleting(true);
    confirmDelete(asking.request)
      .then(async () => {
        await refetch();
        notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
      })
      .catch((e) => setError(errorText(e)))
      .finally(() => { setDeleting(false); setAsking(null); });
  };

  const tree = rows ? buildTree(rows) : [];
  return (
    <Box sx={{ p: 2, maxWidth: 960, display: 'grid', gap: 2 }}>
      <Title title="app.branches.title" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">{translate('app.branches.title')}</Typography>
        {canCreate && company && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create', parent: null })}>
            {translate('app.branches.new_top')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">{translate('app.branches.intro')}</Typography>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      {!rows ? <Loading /> : tree.length === 0 ? (
        <Typography>{translate('app.branches.empty')}</Typography>
      ) : (
        <List aria-label={translate('app.branches.title')} disablePadding>
          {tree.map((n) => <Node key={n.id} node={n} company={company!} act={act} />)}
        </List>
      )}
      {asking && <TypedConfirmDialog message={asking.message} pending={deleting} onConfirm={remove} onClose={() => setAsking(null)} />}
      {dialog && company && rows && (
        <BranchDialog mode={dialog} rows={rows} company={company} onClose={() => setDialog(null)} onSave={save} />
      )}
    </Box>
  );
};
