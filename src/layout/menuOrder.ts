// Spec §2's sidebar order, by route (a group by its key). Areas not built yet keep their slot, so
// an area arriving later falls in place; an entry the spec does not list (the QR scanner) goes
// right after the entry it belongs to. Entries of areas not built are simply absent from the menu.
export const SIDEBAR_ORDER = [
  '/dashboard',
  '/elements',
  '/scanner',
  '/groups',
  '/controls',
  '/control-interventions',
  '/tasks',
  '/maintenance-interventions',
  '/documents',
  '/obligations',
  '/rxpress',
  '/activity',
  '/score',
  '/user/contrat/consommation',
  'data_management',
  '/user/team',
  '/user/team/users',
  '/user/team/history',
  '/user/notifications',
  '/integrations',
  '/help',
] as const;

const rank = (id: string): number => {
  const index = (SIDEBAR_ORDER as readonly string[]).indexOf(id);
  return index === -1 ? SIDEBAR_ORDER.length : index;
};

/** The entries in the spec's order (stable: unknown entries keep their place at the end). */
export const inSidebarOrder = <T extends { route: string } | { key: string }>(entries: T[]): T[] =>
  entries
    .map((entry, i) => ({ entry, i, r: rank('route' in entry ? entry.route : entry.key) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ entry }) => entry);
