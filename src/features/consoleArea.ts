// What a console area folder (`src/features/<area>/index.ts`) declares, so that the app's central
// lists are derived from one list of areas (src/features/index.ts): its menu entries (position
// and icon), its routes, its pages (rights area and tier of screens that are no engine resource)
// and the views replacing the engine's for its metadata resources.
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, ReactElement } from 'react';
import type { Area, Tier } from '../../resources/types';
import type { ViewOverrides } from '../engine/resourceViews';
import type { TierOfferProps } from '../engine/tierOffer';

/** Sidebar groups an entry may fold into (layout/menuEntries.ts gives their label and place). */
export type MenuGroupKey = 'data_management';

export interface AreaMenuEntry {
  route: string;
  icon: SvgIconComponent;
  label: string;
  /** Rights area whose view right shows the entry (none: every user). */
  area?: Area;
  tier?: Tier;
  /** Place in the sidebar, spec §2's order (MENU_POSITIONS): smaller first. */
  position: number;
  group?: MenuGroupKey;
}

export interface PageTarget {
  area: Area;
  tier?: Tier;
}

export interface ConsoleArea {
  name: string;
  menu?: AreaMenuEntry[];
  /** `<Route>` elements inside the app's layout. */
  routes?: ReactElement[];
  /** Screens that are no engine resource, by the name access checks use. */
  pages?: Record<string, PageTarget>;
  /** View overrides by metadata resource (its API name). */
  views?: Record<string, ViewOverrides>;
  /** Components the area places in the top bar, before the company selector (e.g. the element search). */
  appBar?: ComponentType[];
  /** Entries of the user menu (layout/AppUserMenu.tsx), placed by USER_MENU_POSITIONS. */
  userMenu?: UserMenuEntry[];
  /** The screen shown in place of a page the plan lacks (engine/AccessGate); one area gives it. */
  tierOffer?: ComponentType<TierOfferProps>;
}

/** Spec §2 "Sidebar and user menu": the sidebar's order; an area places its entry by these. */
export const MENU_POSITIONS = {
  dashboard: 10, elements: 20, scanner: 25, groups: 30, deadlines: 40, control_interventions: 50, tasks: 60,
  maintenance_interventions: 70, documents: 80, obligations: 90, express_reports: 100, activity_report: 110,
  score: 120, consumption: 130, data_management: 140, users_teams: 150, history: 155, preferences: 160,
  integrations: 170, help: 180,
} as const;

/** An entry of the user menu: a MenuItem component (it hides itself when the user lacks the right). */
export interface UserMenuEntry {
  position: number;
  item: ComponentType;
}

/** Spec §2 "Sidebar and user menu": the user menu's order (logout is the layout's own). */
export const USER_MENU_POSITIONS = {
  profile: 10, company_account: 15, help_centre: 20, support_contact: 25, legal: 30, logout: 40,
  services: 50, toolbox: 60, express_reports: 70, registers: 80,
} as const;
