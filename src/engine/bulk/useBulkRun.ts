// Runs a bulk action on the current selection (ids, or all rows matching the filter) and, when
// the API asks for confirmation, keeps the request until the user typed the word.
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { ConfirmationRequired, type BulkScope } from '../../providers/dataProvider';
import { useListFilter } from '../ResultCount';
import { useSelectionScope } from './SelectionScope';

export const useBulkRun = (successMessage: string) => {
  const { resource, selectedIds } = useListContext();
  const filter = useListFilter();
  const { all } = useSelectionScope();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [pending, setPending] = useState(false);
  const [confirmation, setConfirmation] = useState<ConfirmationRequired | null>(null);

  const done = (count: number) => {
    setConfirmation(null);
    unselectAll();
    notify(successMessage, { type: 'info', messageArgs: { smart_count: count } });
    refresh();
  };

  const guard = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      if (error instanceof ConfirmationRequired) setConfirmation(error);
      else notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  /** `call` receives the ids and the scope to send; it resolves with the affected count. */
  const run = (call: (ids: typeof selectedIds, scope: BulkScope | undefined) => Promise<number>) =>
    guard(async () => done(await call(all ? [] : selectedIds, all ? { all: true, filter } : undefined)));

  const confirm = (replay: (c: ConfirmationRequired) => Promise<number>) =>
    guard(async () => {
      if (confirmation) done(await replay(confirmation));
    });

  return { pending, confirmation, cancel: () => setConfirmation(null), run, confirm };
};
