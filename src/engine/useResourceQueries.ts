// Queries of the engine's own endpoints: /options/ (cached 1 h, spec §9) and /count/.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../providers/dataProvider';
import { OPTIONS_CACHE } from '../providers/queryClient';

export const useResourceOptions = (resource: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [resource, 'options'],
    queryFn: ({ signal }) => dataProvider.getOptions(resource, { signal }),
    ...OPTIONS_CACHE,
  });
};

/** `{ count }` of /count/ for a filter; keyed under the resource so react-admin's refreshes reach it. */
export const useCount = (resource: string, filter: Record<string, unknown> = {}, enabled = true) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [resource, 'count', filter],
    queryFn: ({ signal }) => dataProvider.count(resource, { filter, signal }),
    enabled,
  });
};
