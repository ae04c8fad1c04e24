// Which users a caller sees (the users list, team members, references to users).
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { intArr } from '../../crud/sql';

/**
 * Users sharing one of `companies`. Support staff are the provider's own people: only a support
 * caller sees them. `ctx.user` may be absent when the registry is checked at start.
 */
export const visibleUser = (ctx: RequestContext, companies: number[], alias: SQL = sql`u`): SQL => sql`
  EXISTS (SELECT 1 FROM user_companies uc WHERE uc.user_id = ${alias}.id AND uc.company_id = ANY(${intArr(companies)}))
  AND (${alias}.role IS DISTINCT FROM 'support' OR ${ctx.user?.role === 'support'})`;
