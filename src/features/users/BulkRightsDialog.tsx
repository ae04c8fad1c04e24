// Bulk rights on the selected users (or all N matching the filter): the rights grid and a mode
// (replace, add, remove) → POST /users/bulk_rights/. States the count; on failure, says so in
// place with a retry.
import {
  Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, LinearProgress, Radio,
  RadioGroup, Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { TypedConfirmDialog } from '../../engine/bulk/TypedConfirmDialog';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { useListCount, useListFilter } from '../../engine/ResultCount';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ConfirmRequest } from '../../providers/types';
import type { BulkRightsMode } from '../../providers/usersApi';
import { countRights, type RightsValue } from './rights';
import { RightsGrid } from './RightsGrid';
import { useEditorRights } from './useUserMeta';
import { TextButton } from '../../engine/TextButton';

const MODES: BulkRightsMode[] = ['set', 'add', 'remove'];

export const BulkRightsDialog = ({ onClose }: { onClose: () => void }) => {
  const { resource, selectedIds } = useListContext();
  const { all } = useSelectionScope();
  const filter = useListFilter();
  const { data: matching } = useListCount();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const translate = useTranslate();
  const limits = useEditorRights();
  const titleId = useId();
  const [mode, setMode] = useState<BulkRightsMode>('set');
  const [rights, setRights] = useState<RightsValue>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<{ message: string; request: ConfirmRequest } | null>(null);

  const count = all ? (matching ?? 0) : selectedIds.length;
  // Adding or removing nothing would change nothing.
  const ready = count > 0 && (mode === 'set' || countRights(rights) > 0) && !pending;

  const done = (changed: number) => {
    notify('app.users.bulk.done', { type: 'info', messageArgs: { smart_count: changed } });
    unselectAll();
    // The list's refetch would mark the old cached records fresh again (react-admin keeps them
    // in the getOne cache): drop them so an edit page opened next reads the new rights.
    queryClient.removeQueries({ queryKey: [resource, 'getOne'] });
    refresh();
    onClose();
  };

  const attempt = async (call: () => Promise<{ count?: number; message?: string; confirm_request?: ConfirmRequest }>) => {
    setPending(true);
    setFailure(null);
    try {
      const answer = await call();
      if (answer.confirm_request) setConfirmation({ message: answer.message ?? '', request: answer.confirm_request });
      else done(answer.count ?? count);
    } catch (error) {
      setConfirmation(null);
      const message = (error as Error)?.message;
      setFailure(message ? translate(message, { _: message }) : translate('app.errors.unknown'));
    } finally {
      setPending(false);
    }
  };

  const apply = () => attempt(() => dataProvider.bulkRights({ ids: all ? [] : selectedIds, all, filter: all ? filter : undefined, rights, mode }));

  return (
    <>
      <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{translate('app.users.bulk.title')}</DialogTitle>
        <DialogContent>
          <Typography role="status" sx={{ mb: 1 }}>
            {count > 0 ? translate('app.users.bulk.count', { smart_count: count }) : translate('app.users.bulk.empty_selection')}
          </Typography>
          <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as BulkRightsMode)} aria-label={translate('app.users.bulk.mode')}>
            {MODES.map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio size="small" />} label={translate(`app.users.bulk.modes.${m}`)} disabled={pending} />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`app.users.bulk.mode_help.${mode}`)}
          </Typography>
          <RightsGrid value={rights} onChange={setRights} limits={limits} disabled={pending} />
          {pending && <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.users.bulk.pending')} />}
          {failure && (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={<MuiButton color="inherit" size="small" onClick={apply}>{translate('app.users.bulk.retry')}</MuiButton>}
            >
              {translate('app.users.bulk.error')} {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={onClose} disabled={pending} />
          <TextButton label="app.users.bulk.apply" variant="contained" onClick={apply} disabled={!ready} />
        </DialogActions>
      </Dialog>
      {confirmation && (
        <TypedConfirmDialog
          message={confirmation.message}
          pending={pending}
          onClose={() => setConfirmation(null)}
          onConfirm={() => attempt(() => dataProvider.confirm(confirmation.request) as Promise<{ count?: number }>)}
        />
      )}
    </>
  );
};
