// Teams (API `teams`) at /user/team: list, creation and edition (members, sites).
import GroupsIcon from '@mui/icons-material/Groups';
import type { ViewOverrides } from '../../engine/resourceViews';
import type { ConsoleArea } from '../consoleArea';
import { TeamList } from './TeamList';
import { TeamCreate, TeamEdit } from './TeamViews';

export const teamsViews: ViewOverrides = { list: TeamList, create: TeamCreate, edit: TeamEdit, icon: GroupsIcon };

/** No menu entry: teams share the users' entry (tabs). */
export const teamsArea: ConsoleArea = { name: 'teams', views: { teams: teamsViews } };
