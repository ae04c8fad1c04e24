// Users (API `users`) at /user/team/users: the list with bulk rights, the creation wizard and the
// edit page with the rights grid.
import PeopleIcon from '@mui/icons-material/People';
import type { ViewOverrides } from '../../engine/resourceViews';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export const usersViews: ViewOverrides = { list: UserList, create: UserCreate, edit: UserEdit, show: UserShow, icon: PeopleIcon };

export const usersArea: ConsoleArea = {
  name: 'users',
  views: { users: usersViews },
  menu: [{ route: '/user/team/users', icon: PeopleIcon, label: 'app.users.menu', area: 'user', position: MENU_POSITIONS.users_teams }],
};
