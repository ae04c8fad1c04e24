// The sidebar (spec §2), as data derived from the console areas (src/features/index.ts): each
// area declares its entries with a route, icon, label key, rights area, tier and position
// (MENU_POSITIONS, the spec's order); entries of a group fold under it. Only screens that exist
// are listed.
import type { SvgIconComponent } from '@mui/icons-material';
import StorageIcon from '@mui/icons-material/Storage';
import type { Area, Tier } from '../../resources/types';
import { areaMenuEntries } from '../features';
import { MENU_POSITIONS, type AreaMenuEntry, type MenuGroupKey } from '../features/consoleArea';

export interface MenuLink {
  route: string;
  icon: SvgIconComponent;
  label: string;
  /** Rights area whose view right shows the entry (none: every user). */
  area?: Area;
  tier?: Tier;
}

export interface MenuGroup {
  key: string;
  icon: SvgIconComponent;
  label: string;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;
export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/** The sidebar's groups: their label, icon and place. */
const GROUPS: Record<MenuGroupKey, { icon: SvgIconComponent; label: string; position: number }> = {
  data_management: { icon: StorageIcon, label: 'app.menu.data_management', position: MENU_POSITIONS.data_management },
};

/** Areas' entries → the sidebar: sorted by position, grouped entries under their group (absent when empty). */
export const menuEntriesOf = (entries: AreaMenuEntry[]): MenuEntry[] => {
  const sorted = [...entries].sort((a, b) => a.position - b.position);
  const link = ({ route, icon, label, area, tier }: AreaMenuEntry): MenuLink => ({ route, icon, label, area, tier });
  const top: { position: number; entry: MenuEntry }[] = sorted.filter((e) => !e.group).map((e) => ({ position: e.position, entry: link(e) }));
  for (const [key, group] of Object.entries(GROUPS) as [MenuGroupKey, (typeof GROUPS)[MenuGroupKey]][]) {
    const children = sorted.filter((e) => e.group === key).map(link);
    if (children.length) top.push({ position: group.position, entry: { key, icon: group.icon, label: group.label, children } });
  }
  return top.sort((a, b) => a.position - b.position).map((t) => t.entry);
};

export const menuEntries: MenuEntry[] = menuEntriesOf(areaMenuEntries);
