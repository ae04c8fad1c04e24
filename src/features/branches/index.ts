// Company branches (API `branches`, tier corpo) at /branches: a tree page instead of the engine's
// list (behind the engine's access gate: the upgrade offer below corpo). In data management (spec §2).
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { BranchesPage } from './BranchesPage';

export const branchesArea: ConsoleArea = {
  name: 'branches',
  views: { branches: { icon: AccountTreeIcon, list: BranchesPage } },
  menu: [{
    route: '/branches', icon: AccountTreeIcon, label: 'app.menu.branches', area: 'companybranch', tier: 'corpo',
    position: MENU_POSITIONS.data_management + 9, group: 'data_management',
  }],
};
