// The dashboards' API calls (the API counts; the console shows). Shapes: resources/dashboards.ts
// (types only: zod stays out of the console bundle). Cached 5 minutes under DASHBOARD_KEY.
import type { z } from 'zod';
import type { DashboardCycle, DashboardCycleAnswer, dashboardItemSchema } from '../../../resources/dashboards';
import { httpClient } from '../../providers/httpClient';
import { DASHBOARD_KEY } from '../../providers/queryClient';
import { defOf, raName } from '../../providers/resourceMap';

export type DashboardItem = z.infer<typeof dashboardItemSchema>;

/** `branch`: the picked company branch (the API narrows every count to its sites and those below). */
export const fetchCycle = async (cycle: DashboardCycle, branch?: number, signal?: AbortSignal): Promise<DashboardCycleAnswer> =>
  (await httpClient<DashboardCycleAnswer>(`/dashboard/main/control_cycle_${cycle}/`, { query: { branch }, signal })).json;

export const cycleQuery = (cycle: DashboardCycle, branch?: number) => ({
  queryKey: [DASHBOARD_KEY, 'cycle', cycle, branch ?? null],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCycle(cycle, branch, signal),
});

/** Routes of resources the console does not serve through the engine yet (express reports). */
const ROUTES: Record<string, string> = { 'express-reports': 'rxpress' };

/**
 * The list an item opens: its route with the item's filter as the list's URL parameters (spec
 * §2). A filter value that is one of the list's tabs opens that tab (`tab=late`, not `late=true`:
 * the list's tab decides its own parameter); the rest stay filters by their API names. On a
 * branch's dashboard the list gets the same `branch`, so it lists the rows the number counted.
 */
export function itemUrl(item: Pick<DashboardItem, 'resource' | 'filter'>, branch?: number): string {
  const def = defOf(item.resource);
  const route = def ? raName(def) : (ROUTES[item.resource] ?? item.resource);
  const rest: Record<string, string> = { ...item.filter, ...(branch !== undefined ? { branch: String(branch) } : {}) };
  const tab = def?.tabs?.find((t) => t.default !== null && rest[t.param] === t.default);
  if (tab) delete rest[tab.param];
  const params = new URLSearchParams(tab ? { tab: tab.name, ...rest } : rest);
  return `/${route}?${params.toString()}`;
}
