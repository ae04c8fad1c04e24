// Teams of the caller's companies (a team is company-wide: its sites do not narrow who sees it).
// Sites and members shown and written are those the caller sees; hidden links stay.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { beforeTeamWrite } from '../../domain/teams/hooks';
import { intArr, iso } from '../sql';
import type { ServerResource } from '../types';
import { visibleUser } from './user-visibility';

const memberCount = sql`(SELECT count(*) FROM team_members tm WHERE tm.team_id = t.id)`;

export const teams: ServerResource = {
  def: resources.teams,
  table: 'teams',
  alias: 't',
  from: sql`teams t JOIN companies c ON c.id = t.company_id`,
  select: (ctx) => sql`t.id, t.name, t.company_id AS company, c.name AS company_name, ${iso(sql`t.created_at`)} AS created_at,
    (SELECT coalesce(array_agg(tf.factory_id ORDER BY tf.factory_id), '{}') FROM team_factories tf
      WHERE tf.team_id = t.id AND tf.factory_id = ANY(${intArr(ctx.factories)})) AS factories,
    (SELECT coalesce(array_agg(tm.user_id ORDER BY tm.user_id), '{}') FROM team_members tm JOIN users u ON u.id = tm.user_id
      WHERE tm.team_id = t.id AND ${visibleUser(ctx, ctx.companies)}) AS members,
    ${memberCount}::int AS member_count`,
  columns: {
    id: { expr: sql`t.id`, cast: 'int8' },
    name: { expr: sql`t.name`, cast: 'text' },
    company: { expr: sql`t.company_id`, cast: 'int8' },
    member_count: { expr: memberCount, cast: 'int8' },
    created_at: { expr: sql`t.created_at`, cast: 'timestamptz' },
  },
  filters: {
    factories: (ids) => sql`EXISTS (SELECT 1 FROM team_factories tf WHERE tf.team_id = t.id AND tf.factory_id = ANY(${intArr(ids as number[])}))`,
    members: (ids) => sql`EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = t.id AND tm.user_id = ANY(${intArr(ids as number[])}))`,
  },
  scope: (_ctx, allowed) => sql`t.company_id = ANY(${intArr(allowed.companies)})`,
  serialize: (r) => ({
    id: r.id,
    name: r.name,
    company: r.company,
    company_name: r.company_name,
    factories: r.factories,
    members: r.members,
    member_count: r.member_count,
    created_at: r.created_at,
  }),
  exportExpr: (ctx) => ({
    company: sql`c.name`,
    factories: sql`(SELECT string_agg(f.name, ', ' ORDER BY f.name) FROM team_factories tf JOIN factories f ON f.id = tf.factory_id
      WHERE tf.team_id = t.id AND tf.factory_id = ANY(${intArr(ctx.factories)}))`,
    members: sql`(SELECT string_agg(u.email, ', ' ORDER BY u.email) FROM team_members tm JOIN users u ON u.id = tm.user_id
      WHERE tm.team_id = t.id AND ${visibleUser(ctx, ctx.companies)})`,
    member_count: sql`${memberCount}::int`,
  }),
  owner: { company: sql`t.company_id` },
  write: {
    name: { kind: 'column', column: 'name' },
    company: { kind: 'column', column: 'company_id' },
    factories: { kind: 'm2m', table: 'team_factories', ownKey: 'team_id', otherKey: 'factory_id' },
    members: { kind: 'm2m', table: 'team_members', ownKey: 'team_id', otherKey: 'user_id' },
  },
  hooks: { beforeWrite: beforeTeamWrite },
};
