// Runs a bulk action on the current selection (ids, or all rows matching the filter) and, when
// the API asks for confirmation, keeps the request until the user typed the word. A large
// selection is queued by the API (`{ job, count, message }`): its progress is shown until the job
// is done (BulkJobDialog), then the list refreshes like after a direct run.
import { useState } from 'react';
import { useListContext, useLocaleState, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { formatNumber } from '../../providers/numbers';
import { ConfirmationRequired, type BulkScope, type JobState } from '../../providers/dataProvider';
import { jobIdOf } from '../jobs';
import { useListFilter } from '../ResultCount';
import { useSelectionScope } from './SelectionScope';

/** What a bulk call resolved with: the affected count, or the API's answer (maybe a queued job). */
export type BulkResult = number | { count?: number; job?: { id: string }; message?: string };

export interface QueuedBulk {
  jobId: string;
  message: string;
}

export const useBulkRun = (successMessage: string) => {
  const { resource, selectedIds } = useListContext();
  const filter = useListFilter();
  const { all } = useSelectionScope();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [pending, setPending] = useState(false);
  const [confirmation, setConfirmation] = useState<ConfirmationRequired | null>(null);
  const [queued, setQueued] = useState<QueuedBulk | null>(null);

  const done = (count: number) => {
    setConfirmation(null);
    unselectAll();
    // `count` is the number as the user reads it (8 999), smart_count only picks the plural.
    notify(successMessage, { type: 'info', messageArgs: { smart_count: count, count: formatNumber(locale, count) } });
    refresh();
  };

  const settle = (result: BulkResult) => {
    const jobId = jobIdOf(result);
    if (jobId && typeof result === 'object') {
      setConfirmation(null);
      setQueued({ jobId, message: result.message ?? '' });
    } else {
      done(typeof result === 'number' ? result : (result.count ?? 0));
    }
  };

  const guard = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      if (error instanceof ConfirmationRequired) setConfirmation(error);
      // Not a form: an action that failed without the API saying why (spec §8's generic message).
      else notify((error as Error).message || 'app.errors.generic', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  /** `call` receives the ids and the scope to send; it resolves with the count or the API's answer. */
  const run = (call: (ids: typeof selectedIds, scope: BulkScope | undefined) => Promise<BulkResult>) =>
    guard(async () => settle(await call(all ? [] : selectedIds, all ? { all: true, filter } : undefined)));

  const confirm = (replay: (c: ConfirmationRequired) => Promise<BulkResult>) =>
    guard(async () => {
      if (confirmation) settle(await replay(confirmation));
    });

  /** The queued job finished: close its dialog and report like a direct run. */
  const jobDone = (job: JobState) => {
    setQueued(null);
    done(Number(job.result?.count ?? 0));
  };

  return { pending, confirmation, cancel: () => setConfirmation(null), run, confirm, queued, jobDone, closeJob: () => setQueued(null) };
};
