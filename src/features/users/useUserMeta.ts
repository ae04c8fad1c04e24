// What the rights screens read besides records: the grid's areas and the rights templates (both
// cached an hour, like /options/), and the editor's own rights and scope, which bound every edit.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../providers/dataProvider';
import { OPTIONS_CACHE } from '../../providers/queryClient';
import { useSessionUser } from '../../providers/useSession';
import type { RightsValue } from './rights';

export const useAreas = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['users-meta', 'areas'],
    queryFn: ({ signal }) => dataProvider.getAreas({ signal }),
    ...OPTIONS_CACHE,
  });
};

export const useRightsTemplates = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['users-meta', 'rights_templates'],
    queryFn: ({ signal }) => dataProvider.getRightsTemplates({ signal }),
    ...OPTIONS_CACHE,
  });
};

/** The rights the signed-in editor holds: the only ones they may give or take. */
export const useEditorRights = (): RightsValue => {
  const user = useSessionUser();
  return useMemo(() => user?.rights ?? {}, [user]);
};

/** The editor's regulations and sites (empty: no limit known to the console; the API decides). */
export const useEditorScope = () => {
  const user = useSessionUser();
  return useMemo(() => ({ regulations: user?.regulations ?? [], factories: user?.factories ?? [] }), [user]);
};

/** `ids` kept within `allowed` (an empty `allowed` keeps everything). */
export const withinScope = (ids: unknown, allowed: number[]): number[] => {
  const list = Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  return allowed.length ? list.filter((id) => allowed.includes(id)) : list;
};
