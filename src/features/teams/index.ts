// Teams (API `teams`) at /user/team: list, creation and edition (members, sites).
import GroupsIcon from '@mui/icons-material/Groups';
import type { ViewOverrides } from '../../engine/resourceViews';
import { TeamList } from './TeamList';
import { TeamCreate, TeamEdit } from './TeamViews';

export const teamsViews: ViewOverrides = { list: TeamList, create: TeamCreate, edit: TeamEdit, icon: GroupsIcon };
