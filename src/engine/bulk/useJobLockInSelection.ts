// Rows a running job is changing carry `locked_by` { id, kind } in every list the API serves
// (server/crud/define.ts, spec §4): whatever the resource, a selection holding one may not run a
// bulk action, and the reason names the job. Read from the rows shown: with "all N matching",
// any locked row shown is in the selection; rows selected on another page are left to the API's 409.
import { useListContext, useTranslate } from 'react-admin';
import { useSelectionScope } from './SelectionScope';

export interface JobRef {
  id: string;
  kind: string;
}

/** How many selected rows shown a job locks, and the first one's job. */
export const useJobLockInSelection = (): { count: number; job?: JobRef } => {
  const { data, selectedIds } = useListContext();
  const { all } = useSelectionScope();
  const chosen = new Set(selectedIds);
  const held = (data ?? []).filter((r) => r.locked_by && (all || chosen.has(r.id)));
  return { count: held.length, job: held[0]?.locked_by as JobRef | undefined };
};

/** "Locked by: bulk action (job 1a2b3c4d)." */
export const useJobLabel = () => {
  const translate = useTranslate();
  return (job: JobRef) =>
    translate('app.bulk.locked_job', { job: translate(`jobs.kinds.${job.kind}`, { _: job.kind }), id: job.id.slice(0, 8) });
};
