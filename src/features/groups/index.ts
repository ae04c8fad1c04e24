// Groups at /groups: engine list; the page and the edit form list the group's elements.
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { ViewOverrides } from '../../engine/resourceViews';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { GroupEdit, GroupShow } from './GroupViews';

export const groupsViews: ViewOverrides = { show: GroupShow, edit: GroupEdit };

export const groupsArea: ConsoleArea = {
  name: 'groups',
  views: { groups: groupsViews },
  menu: [{ route: '/groups', icon: WorkspacesIcon, label: 'app.menu.groups', area: 'group', position: MENU_POSITIONS.groups }],
};
