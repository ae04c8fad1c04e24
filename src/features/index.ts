// The console areas, one folder each: src/features/<area>/index.ts(x) exports its `<name>Area`
// (a ConsoleArea), found here by Vite at build time: a new area is its folder, nothing here is
// edited. The app's resources (engine views unless an area overrides them), routes, menu entries
// and pages are all derived from them.
import { resourceList } from '../../resources';
import { resourceProps, type ViewOverrides } from '../engine/resourceViews';
import { registerPages } from '../providers/accessControl';
import type { ConsoleArea } from './consoleArea';

/** The area a folder's index declares: its one export named `…Area`. */
export function areaOf(path: string, mod: Record<string, unknown>): ConsoleArea {
  const found = Object.entries(mod).filter(([name, v]) => name.endsWith('Area') && typeof v === 'object' && v !== null
    && typeof (v as ConsoleArea).name === 'string');
  if (found.length !== 1) throw new Error(`${path} must export one console area (\`<name>Area\`), found ${found.length}`);
  return found[0][1] as ConsoleArea;
}

const folders = import.meta.glob<Record<string, unknown>>('./*/index.{ts,tsx}', { eager: true });
export const consoleAreas: ConsoleArea[] = Object.entries(folders).sort(([a], [b]) => a.localeCompare(b)).map(([path, mod]) => areaOf(path, mod));

registerPages(Object.assign({}, ...consoleAreas.map((a) => a.pages ?? {})));

const overrides: Record<string, ViewOverrides> = Object.assign({}, ...consoleAreas.map((a) => a.views ?? {}));

/** The <Resource> props of every metadata resource, built once (stable component identities). */
export const appResources = resourceList.map((def) => resourceProps(def, overrides[def.name]));

/** The custom routes of every area, inside the app's layout. */
export const appRoutes = consoleAreas.flatMap((a) => a.routes ?? []);

/** Every area's menu entries, in no particular order (layout/menuEntries.ts orders and groups them). */
export const areaMenuEntries = consoleAreas.flatMap((a) => a.menu ?? []);

/** What the areas place in the top bar (layout/AppBar.tsx), in area order. */
export const appBarItems = consoleAreas.flatMap((a) => a.appBar ?? []);

/** The upgrade offer an area provides for pages the plan lacks (engine/tierOffer.tsx). */
export const tierOffer = consoleAreas.find((a) => a.tierOffer)?.tierOffer ?? null;

/** The areas' user-menu entries in spec §2's order (layout/AppUserMenu.tsx adds who and logout). */
export const userMenuEntries = consoleAreas.flatMap((a) => a.userMenu ?? []).sort((a, b) => a.position - b.position);
