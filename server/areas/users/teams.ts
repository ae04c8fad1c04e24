// Teams of the caller's companies (a team is company-wide: its sites do not narrow who sees it).
// Sites and members shown and written are those the caller sees; hidden links stay.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { countOf, intArr } from '../../crud/sql';
import { teamFactories, teamMembers, teams as t } from './table';
import { beforeTeamWrite } from './team-hooks';

export const teams = defineServerResource({
  def: resources.teams,
  table: t,
  alias: 't',
  joins: sql`JOIN companies c ON c.id = t.company_id`,
  fields: {
    id: t.id, name: t.name, company: t.companyId,
    factories: { m2m: { own: teamFactories.teamId, other: teamFactories.factoryId } },
    members: { m2m: { own: teamMembers.teamId, other: teamMembers.userId } },
    member_count: { computed: sql`(SELECT count(*) FROM team_members tm WHERE tm.team_id = t.id)::int`, cast: 'int8' },
    created_at: t.createdAt,
  },
  labels: { company: sql`c.name` },
  scope: (_ctx, allowed) => sql`t.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`t.company_id` },
  hooks: {
    beforeWrite: beforeTeamWrite,
    // The users stay; their membership goes.
    deleteDependents: async (tx, ids) => ({ members: await countOf(tx, sql`SELECT count(*)::int AS n FROM team_members WHERE team_id IN (${ids})`) }),
  },
});
