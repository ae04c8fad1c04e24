// Rules of team writes: a team's sites and members belong to the team's company (a team of
// one company cannot gather the users or sites of another the editor also manages). Only ids the
// editor sees are judged here; the others are answered `does_not_exist` by the engine.
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { siteOutsideCompany } from '../sites/company-sites';
import { visibleUser } from './visibility';
import { idsOf, intArr, rows, type Runner } from '../../crud/sql';
import { ValidationError, type FieldErrors } from '../../http/errors';

type Body = Record<string, unknown>;

export async function beforeTeamWrite(tx: Runner, ctx: RequestContext, body: Body, row: { id: number; before: Body } | null) {
  const company = (row ? row.before.company : body.company) as number;
  if (!ctx.companies.includes(company)) return;
  const errors: FieldErrors = {};
  const site = await siteOutsideCompany(tx, ctx, body.factories, company);
  if (site) errors.factories = [{ key: 'api.users.errors.site_outside_team_company', params: { id: site } }];
  const [member] = await rows<{ id: number }>(tx, sql`SELECT u.id FROM users u
    WHERE u.id = ANY(${intArr(idsOf(body.members))}) AND ${visibleUser(ctx, ctx.companies)}
      AND NOT EXISTS (SELECT 1 FROM user_companies uc WHERE uc.user_id = u.id AND uc.company_id = ${company})
    ORDER BY u.id LIMIT 1`);
  if (member) errors.members = [{ key: 'api.users.errors.member_outside_team_company', params: { id: member.id } }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
