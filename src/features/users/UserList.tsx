// /user/team/users: the engine list (search, filters by site, regulation and team, count, cursor
// pages, the spec's URL parameters), with the name and the account state as cells, the
// users/teams tabs above, and bulk rights on the selection.
import { users } from '../../../resources/users';
import type { ResourceDef } from '../../../resources/types';
import { EngineList } from '../../engine/EngineList';
import { useAccess } from '../../providers/useSession';
import { raName } from '../../providers/resourceMap';
import { UserBulkToolbar } from './UserBulkToolbar';
import { UserName, UserState } from './UserFields';
import { UsersTeamsTabs } from './UsersTeamsTabs';

/** The columns, in this order: name, e-mail, sites, regulations, teams, state. */
const COLUMNS = ['last_name', 'email', 'factories', 'regulations', 'teams', 'is_active'];
const rank = (name: string) => (COLUMNS.includes(name) ? COLUMNS.indexOf(name) : COLUMNS.length);
const listDef: ResourceDef = {
  ...users,
  fields: [...users.fields].map((f) => ({ ...f, list: COLUMNS.includes(f.name) })).sort((a, b) => rank(a.name) - rank(b.name)),
};
const cells = { last_name: <UserName />, is_active: <UserState /> };

export const UserList = () => {
  const canEdit = useAccess(raName(users), 'edit');
  const canDelete = useAccess(raName(users), 'delete');
  const hasBulk = canEdit || (canDelete && users.bulkActions.includes('delete'));
  return (
    <>
      <UsersTeamsTabs current="users" />
      <EngineList def={listDef} cells={cells} bulkToolbar={hasBulk ? <UserBulkToolbar def={users} /> : false} />
    </>
  );
};
