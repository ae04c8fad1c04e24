// The dashboard's greeting (spec §2): the user's name and the count of elements they manage
// (GET /elements/count/, in the dashboard's 5-minute cache). No elements right: no count.
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DASHBOARD_KEY } from '../../providers/queryClient';
import type { CurrentUser } from '../../providers/types';
import { useAccess, useSessionUser } from '../../providers/useSession';
import { useBranchParam } from '../branches/BranchPicker';

export const displayName = (user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'> | null): string =>
  `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() || user?.email || '';

const useElementsCount = (enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  // On a branch's dashboard: the branch's elements (the list's `branch` filter).
  const branch = useBranchParam();
  return useQuery({
    queryKey: [DASHBOARD_KEY, 'elements-count', branch ?? null],
    queryFn: ({ signal }) => dataProvider.count('elements', { signal, filter: branch !== undefined ? { branch: [branch] } : {} }),
    enabled,
  });
};

export const Greeting = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const canSeeElements = useAccess('elements', 'list');
  const { data: count } = useElementsCount(canSeeElements);
  return (
    <>
      <Typography variant="h4" component="h1">
        {translate('app.dashboard.greeting', { name: displayName(user) })}
      </Typography>
      {canSeeElements && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="elements-managed">
          {count === undefined ? '\u00a0' : translate('app.shell.elements_managed', { smart_count: count })}
        </Typography>
      )}
    </>
  );
};
