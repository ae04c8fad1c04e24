// Writes on a site's buildings. Sites embed their buildings, so the sites' cached lists are
// refreshed too. Errors go back to the dialog's form, but a plan refusal (403 tier_required) goes
// to `catchTier` (the upgrade offer).
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useCreate, useNotify, useUpdate, type Identifier, type RaRecord } from 'react-admin';
import { SAVED } from '../../layout/toasts/toastRules';

export const useBuildingWrites = (siteResource: string, catchTier?: (error: unknown) => boolean) => {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const queryClient = useQueryClient();

  const handle = async (write: () => Promise<unknown>) => {
    try {
      await write();
      // The spec's one success text (§5), as every create and edit says it.
      notify(SAVED, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [siteResource] });
    } catch (error) {
      if (catchTier?.(error)) return undefined;
      // Returned errors keep the dialog open; the form shows them (a non-field one as a toast).
      const errors = (error as HttpError)?.body?.errors;
      if (errors && Object.keys(errors).length) return errors as Record<string, unknown>;
      return { root: { serverError: (error as Error).message || 'app.errors.unknown' } };
    }
  };

  return {
    add: (factory: Identifier, name: string) =>
      handle(
        () => create('buildings', { data: { name, factory } }, { returnPromise: true }),
      ),
    rename: (building: RaRecord, name: string) =>
      handle(
        () => update('buildings', { id: building.id, data: { name }, previousData: building }, { mutationMode: 'pessimistic', returnPromise: true }),
      ),
  };
};
