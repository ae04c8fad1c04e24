// Rules of token writes the metadata cannot say: the company (omitted: the caller's current one)
// is on the corpo plan, the sites are that company's, an expiration is not already past; on
// create the key is made, its hash stored, and the key kept for the answer only.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { generateAppKey } from '../../auth/app-tokens';
import { rows, type Runner } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { fieldError } from '../../http/errors';
import { corpoCompanyOf } from '../company/corpo-company';
import { siteOutsideCompany } from '../sites/company-sites';

type Body = Record<string, unknown>;

/** Keys made by a create, until its answer (one create per request: keyed by the request's context). */
const shownOnce = new WeakMap<RequestContext, string>();

async function beforeWrite(tx: Runner, ctx: RequestContext, body: Body, row: { before: Body } | null): Promise<Body> {
  const company = corpoCompanyOf(ctx, body, row, 'api.tokens.errors.company_not_corpo');
  const site = await siteOutsideCompany(tx, ctx, body.factories, company!);
  if (site) throw fieldError('factories', 'api.tokens.errors.site_outside_company', { id: site });
  if (typeof body.expiration_date === 'string' && body.expiration_date !== row?.before.expiration_date) {
    const [{ past }] = await rows<{ past: boolean }>(tx, sql`SELECT ${body.expiration_date}::date < (now() AT TIME ZONE 'Europe/Paris')::date AS past`);
    if (past) throw fieldError('expiration_date', 'api.tokens.errors.expiration_past');
  }
  if (row) return body;
  const { key, prefix, hash } = generateAppKey();
  shownOnce.set(ctx, key);
  return { ...body, company, creator_id: ctx.user.id, key_prefix: prefix, key_hash: hash };
}

export const tokenHooks: Hooks = {
  beforeWrite,
  // The key, once: in the creation's answer, never in a row, a list or the activity log.
  createAnswer: (row, ctx) => {
    const key = shownOnce.get(ctx);
    shownOnce.delete(ctx);
    return key ? { ...row, key } : row;
  },
  createAnswerFields: { key: z.string().describe('The key, shown in this answer only: send it as `Authorization: Token <key>`') },
};
