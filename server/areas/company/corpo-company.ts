// The company a corpo-plan object (an application token, a webhook) is written in: the one named,
// else the caller's current one (the selected company, else their first on the corpo plan). A
// company the caller cannot see is not named (does_not_exist); one off the corpo plan says so.
import type { RequestContext } from '../../auth/context';
import { allowedScope } from '../../auth/guard';
import { fieldError } from '../../http/errors';

type Body = Record<string, unknown>;

const defaultCompany = (ctx: RequestContext): number | undefined => ctx.selectedCompany ?? allowedScope(ctx, 'corpo').companies[0];

/** The row's company: kept on an update, checked on a create (`notCorpo`: the message key when off the plan). */
export function corpoCompanyOf(ctx: RequestContext, body: Body, row: { before: Body } | null, notCorpo: string): number {
  const company = (row ? row.before.company : (body.company ?? defaultCompany(ctx))) as number | undefined;
  if (!row && (company === undefined || !allowedScope(ctx, 'corpo').companies.includes(company))) {
    throw company !== undefined && !ctx.companies.includes(company)
      ? fieldError('company', 'does_not_exist', { id: company })
      : fieldError('company', notCorpo);
  }
  return company!;
}
