// The console's react-query cache (spec §9). Queries never refetch on mount, window focus or
// reconnection: a cached answer is shown until it is garbage-collected or invalidated (a write
// invalidates what it changed, and an invalidated query does refetch on its next mount). How long
// an unused answer is kept depends on what it is: lists 5 s, options 1 h, session data 24 h,
// the dashboard 5 min.
import { QueryClient, type Query } from '@tanstack/react-query';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const CACHE_MS = {
  list: 5 * SECOND,
  options: HOUR,
  session: 24 * HOUR,
  dashboard: 5 * MINUTE,
} as const;

/** The keys of the dashboard's own queries (its greeting count, its summaries). */
export const DASHBOARD_KEY = 'dashboard';

/** Only a query a write has invalidated is fetched again when a view mounts. */
export const refetchOnMount = (query: Query): boolean => query.state.isInvalidated;

const keep = (ms: number) => ({ staleTime: ms, gcTime: ms });

export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnMount,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        ...keep(CACHE_MS.list),
      },
      mutations: { retry: false },
    },
  });
  // react-admin's authentication queries (identity, permissions, access checks): session data.
  client.setQueryDefaults(['auth'], keep(CACHE_MS.session));
  client.setQueryDefaults([DASHBOARD_KEY], keep(CACHE_MS.dashboard));
  return client;
};

/** For a query of /options/ (tabs, detail actions) or of reference catalogues. */
export const OPTIONS_CACHE = keep(CACHE_MS.options);
