// The current company's account (spec §1, §2 /user/entreprise/account): its name and landmark
// labels. Read by anyone of the company; written with the `company` edit right (routes.ts).
// Activity-log rows: company (the company account's settings; tests/api/access/activity.ts).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { rows, type Runner } from '../../crud/sql';
import type { Db } from '../../db/pool';
import { fieldError, nonFieldError } from '../../http/errors';
import { ID_MAX } from '../../http/ids';

export const companyQuery = z.object({
  company: z.coerce.number().int().positive().max(ID_MAX).optional().describe('One of your companies (default: the current one)'),
}).strict();

export const companyBody = z.object({
  name: z.string().trim().min(1).max(255),
  repere_1: z.string().trim().max(255),
  repere_2: z.string().trim().max(255),
  use_repere_2: z.boolean(),
}).partial().strict();

export const companyOut = z.object({
  id: z.number(), name: z.string(), is_demo: z.boolean(), tier: z.string(),
  repere_1: z.string(), repere_2: z.string(), use_repere_2: z.boolean(),
  integration: z.string().nullable(),
  /** The logo's address (GET /company/logo/?company=id), null without one. */
  logo: z.string().nullable(),
});
export type CompanyAccount = z.infer<typeof companyOut>;

/**
 * The company a call is about: the one asked (among the caller's), else the selected one (support),
 * else the caller's first. Another company is answered as unknown (a 404 would tell it exists).
 */
export function currentCompany(ctx: RequestContext, asked?: number): number {
  if (asked !== undefined) {
    if (!ctx.companies.includes(asked)) throw fieldError('company', 'api.company.errors.not_yours', { id: asked });
    return asked;
  }
  const id = ctx.selectedCompany ?? ctx.companies[0];
  if (id === undefined) throw nonFieldError('api.company.errors.no_company');
  return id;
}

export async function readCompany(runner: Runner, id: number): Promise<CompanyAccount> {
  const [row] = await rows<Omit<CompanyAccount, 'logo'> & { has_logo: boolean }>(runner, sql`
    SELECT c.id, c.name, c.is_demo, c.tier, c.repere_1, c.repere_2, c.use_repere_2, c.integration,
      EXISTS (SELECT 1 FROM company_logos l WHERE l.company_id = c.id) AS has_logo
    FROM companies c WHERE c.id = ${id}`);
  const { has_logo: hasLogo, ...rest } = row;
  return { ...rest, logo: hasLogo ? `/api/v1/company/logo/?company=${id}` : null };
}

const COLUMNS = { name: 'name', repere_1: 'repere_1', repere_2: 'repere_2', use_repere_2: 'use_repere_2' } as const;

/** Writes the given fields and logs what changed (the activity log, under the company). */
export async function updateCompany(db: Db, ctx: RequestContext, id: number, body: z.infer<typeof companyBody>): Promise<CompanyAccount> {
  return db.transaction(async (tx) => {
    const before = await readCompany(tx, id);
    const changes: Record<string, [unknown, unknown]> = {};
    for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
      const value = body[field];
      if (value === undefined || value === before[field]) continue;
      changes[field] = [before[field], value];
      await tx.execute(sql`UPDATE companies SET ${sql.identifier(column)} = ${value} WHERE id = ${id}`);
    }
    if (Object.keys(changes).length) {
      await recordActivity(tx, actorOf(ctx), {
        action: 'update', objectType: 'companies', objectId: id, objectLabel: body.name ?? before.name, scope: companyScope(id), changes,
      });
    }
    return readCompany(tx, id);
  });
}
