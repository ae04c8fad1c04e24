// The controls list's bulk toolbar: plan into a control intervention of the selection's site, or
// a new one filled with the site, regulations and controls (create right), set no follow-up, delete (CONFIRMER). Status and intervention rules are the API's
// (server/areas/controls/hooks.ts); this only offers what it accepts.
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EventIcon from '@mui/icons-material/Event';
import { Alert, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Form, SaveButton, SelectInput, required, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { controls } from '../../../resources/controls';
import { BulkDeleteButton } from '../../engine/bulk/BulkDeleteButton';
import { BulkJobDialog } from '../../engine/bulk/BulkJobDialog';
import { BulkToolbar, useBulkActions } from '../../engine/bulk/BulkToolbar';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { useBulkRun, type BulkResult } from '../../engine/bulk/useBulkRun';
import { useListFilter } from '../../engine/ResultCount';
import type { AppDataProvider } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { filterQuery } from '../../providers/listQuery';
import { TextButton } from '../../engine/TextButton';
import { useAccess } from '../../providers/useSession';

interface Intervention { id: number; name: string; start: string; status: string }

/** The one site of the selection (null: several), from the loaded rows or the list filter. */
const useSelectionSite = () => {
  const { selectedIds, data } = useListContext();
  const { all } = useSelectionScope();
  const filter = useListFilter();
  return useQuery({
    queryKey: ['controls', 'selection-site', all ? filter : selectedIds],
    queryFn: async ({ signal }) => {
      if (!all) {
        const sites = new Set((data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => r.factory as number));
        return sites.size === 1 ? [...sites][0] : null;
      }
      const q = filterQuery(filter);
      const first = (await httpClient<{ results: { factory: number }[] }>('/controls/', { query: { ...q, page_size: 1 }, signal })).json.results[0];
      if (!first) return null;
      const [total, same] = await Promise.all([q, { ...q, factory: first.factory }].map(async (query) =>
        (await httpClient<{ count: number }>('/controls/count/', { query, signal })).json.count));
      return total === same ? first.factory : null;
    },
  });
};

/** Control interventions of a site not done yet (to do or to validate). */
const useOpenInterventions = (site: number | null | undefined) => useQuery({
  queryKey: ['control-interventions', 'open', site],
  enabled: typeof site === 'number',
  queryFn: async ({ signal }) => (await httpClient<{ results: Intervention[] }>('/control-interventions/', {
    query: { factory: site, page_size: 100 }, signal,
  })).json.results.filter((i) => i.status !== 'done'),
});

/** The selected controls and their regulations (all matching: the first 100, an intervention's worth). */
const useSelectedControls = () => {
  const { selectedIds, data } = useListContext();
  const { all } = useSelectionScope();
  const filter = useListFilter();
  return useQuery({
    queryKey: ['controls', 'selection-rows', all ? filter : selectedIds],
    queryFn: async ({ signal }) => {
      const rows = all
        ? (await httpClient<{ results: { id: number; regulation: number }[] }>('/controls/', { query: { ...filterQuery(filter), page_size: 100 }, signal })).json.results
        : (data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => ({ id: r.id as number, regulation: r.regulation as number }));
      return { ids: rows.map((r) => r.id), regulations: [...new Set(rows.map((r) => r.regulation).filter((x) => x != null))] };
    },
  });
};

/** "Nouvelle intervention": the create form of a control intervention, filled with the site, regulations and controls. */
const NewInterventionButton = ({ site }: { site: number }) => {
  const navigate = useNavigate();
  const selected = useSelectedControls();
  const canCreate = useAccess('control-interventions', 'create');
  if (!canCreate) return null;
  const open = () => {
    const source = { factory: site, regulations: selected.data?.regulations ?? [], controls: selected.data?.ids ?? [] };
    navigate(`/control-interventions/create?source=${encodeURIComponent(JSON.stringify(source))}`);
  };
  return (
    <Button label="resources.controls.plan_new" disabled={!selected.data} onClick={open}>
      <AddIcon />
    </Button>
  );
};

const useUpdate = (success: string) => {
  const { resource } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const bulk = useBulkRun(success);
  const update = (data: Record<string, unknown>, after?: () => void) => bulk.run(async (ids, meta) => {
    const answer = (await dataProvider.updateMany(resource, { ids, data, meta })) as { count?: number };
    after?.();
    return { ...answer, count: answer.count ?? ids.length } as BulkResult;
  });
  return { ...bulk, update };
};

const PlanDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const site = useSelectionSite();
  const interventions = useOpenInterventions(site.data);
  const { pending, update, queued, jobDone, closeJob } = useUpdate('app.bulk.updated');
  const loading = site.isPending || (typeof site.data === 'number' && interventions.isPending);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Form onSubmit={(values: Record<string, unknown>) => update({ intervention: Number(values.intervention) }, onClose)}>
        <DialogTitle id={titleId}>{translate('resources.controls.plan')}</DialogTitle>
        <DialogContent>
          {loading && <CircularProgress size={24} />}
          {!loading && site.data === null && <Alert severity="warning">{translate('resources.controls.plan_one_site')}</Alert>}
          {!loading && site.data !== null && !interventions.data?.length && <Alert severity="info">{translate('resources.controls.plan_none')}</Alert>}
          {!loading && !!interventions.data?.length && (
            <SelectInput source="intervention" label={translate('resources.controls.plan_choose')} validate={required()} fullWidth
              choices={interventions.data.map((i) => ({ id: i.id, name: i.name }))} />
          )}
        </DialogContent>
        <DialogActions>
          {!loading && typeof site.data === 'number' && <NewInterventionButton site={site.data} />}
          <TextButton label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="resources.controls.plan" disabled={pending || !interventions.data?.length} alwaysEnable={!!interventions.data?.length} />
        </DialogActions>
      </Form>
      {queued && <BulkJobDialog queued={queued} onDone={jobDone} onClose={closeJob} />}
    </Dialog>
  );
};

const PlanButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.controls.plan" onClick={() => setOpen(true)}>
        <EventIcon />
      </Button>
      {open && <PlanDialog onClose={() => setOpen(false)} />}
    </>
  );
};

const NoFollowUpButton = () => {
  const { pending, update, queued, jobDone, closeJob } = useUpdate('app.bulk.updated');
  return (
    <>
      <Button label="resources.controls.no_follow_up" disabled={pending} onClick={() => update({ status: 'no_follow_up' })}>
        <BlockIcon />
      </Button>
      {queued && <BulkJobDialog queued={queued} onDone={jobDone} onClose={closeJob} />}
    </>
  );
};

export const ControlBulkToolbar = () => {
  const { resource } = useListContext();
  const allowed = useBulkActions(controls, resource);
  const actions = [
    ...(allowed.update ? [
      { key: 'plan', label: 'resources.controls.plan', element: <PlanButton /> },
      { key: 'no_follow_up', label: 'resources.controls.no_follow_up', element: <NoFollowUpButton /> },
    ] : []),
    ...(allowed.delete ? [{ key: 'delete', label: 'ra.action.delete', element: <BulkDeleteButton /> }] : []),
  ];
  return <BulkToolbar def={controls} actions={actions} engineActions={false} />;
};
