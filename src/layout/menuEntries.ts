// The sidebar (spec §2), as data: each entry has its route, icon, label key, rights area and
// tier. Only screens that exist are listed; a new screen adds one line here, shown in spec §2's
// order (menuOrder.ts).
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactoryIcon from '@mui/icons-material/Factory';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import TuneIcon from '@mui/icons-material/Tune';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import HistoryIcon from '@mui/icons-material/History';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import StorageIcon from '@mui/icons-material/Storage';
import type { Area, Tier } from '../../resources/types';
import { inSidebarOrder } from './menuOrder';

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

export const menuEntries: MenuEntry[] = inSidebarOrder<MenuEntry>([
  { route: '/dashboard', icon: DashboardIcon, label: 'app.menu.dashboard', area: 'dashboard' },
  { route: '/elements', icon: PrecisionManufacturingIcon, label: 'app.menu.elements', area: 'baseregulationmodel' },
  { route: '/scanner', icon: QrCodeScannerIcon, label: 'app.scanner.menu', area: 'baseregulationmodel' },
  { route: '/groups', icon: WorkspacesIcon, label: 'app.menu.groups', area: 'group' },
  {
    key: 'data_management',
    icon: StorageIcon,
    label: 'app.menu.data_management',
    children: [
      { route: '/sites', icon: FactoryIcon, label: 'app.menu.sites', area: 'company' },
      { route: '/custom-attribute', icon: TuneIcon, label: 'app.menu.custom_attributes', area: 'customattribute', tier: 'pro' },
    ],
  },
  { route: '/user/team/users', icon: PeopleIcon, label: 'app.users.menu', area: 'user' },
  { route: '/user/team/history', icon: HistoryIcon, label: 'app.account.menu.history', area: 'useractiononobjecttracker' },
  { route: '/user/notifications', icon: NotificationsIcon, label: 'app.account.menu.notifications' },
]);
