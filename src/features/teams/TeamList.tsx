// /user/team: the teams (name, sites, member count), with the users/teams tabs.
import { teams } from '../../../resources/teams';
import type { ResourceDef } from '../../../resources/types';
import { EngineList } from '../../engine/EngineList';
import { UsersTeamsTabs } from '../users/UsersTeamsTabs';

const COLUMNS = ['name', 'factories', 'member_count'];
const rank = (name: string) => (COLUMNS.includes(name) ? COLUMNS.indexOf(name) : COLUMNS.length);
const listDef: ResourceDef = {
  ...teams,
  fields: [...teams.fields].map((f) => ({ ...f, list: COLUMNS.includes(f.name) })).sort((a, b) => rank(a.name) - rank(b.name)),
};

export const TeamList = () => (
  <>
    <UsersTeamsTabs current="teams" />
    <EngineList def={listDef} />
  </>
);
