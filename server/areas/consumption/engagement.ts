// The company's plan (its tier), the limits of that plan (plans.ts) and where the company stands:
// elements, sites, active users, and express pages analysed this month. The company: the one a
// support user selected, else the caller's first.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { engagementSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';
import { PLAN_LIMIT_KEYS, PLAN_LIMITS, type PlanLimitKey } from './plans';
import { currentMonth } from './query';

export type Engagement = z.infer<typeof engagementSchema> & { company: number | null; company_name: string | null };

export async function engagement(db: Runner, ctx: RequestContext): Promise<Engagement> {
  const company = ctx.selectedCompany ?? ctx.companies[0] ?? null;
  if (company === null) return { tier: null, company: null, company_name: null, limits: [] };
  const tier = ctx.tiers.get(company) ?? null;
  const [used] = await rows<Record<PlanLimitKey, number> & { name: string }>(db, sql`SELECT c.name,
    (SELECT coalesce(sum(ec.n), 0)::int FROM element_counts ec WHERE ec.company_id = c.id) AS elements,
    (SELECT count(*)::int FROM factories f WHERE f.company_id = c.id) AS sites,
    (SELECT count(*)::int FROM user_companies uc JOIN users u ON u.id = uc.user_id WHERE uc.company_id = c.id AND u.is_active) AS users,
    (SELECT coalesce(sum(pc.pages), 0)::int FROM page_consumption pc WHERE pc.company_id = c.id AND pc.month = ${`${currentMonth()}-01`}::date) AS express_pages_month
    FROM companies c WHERE c.id = ${company}`);
  const limits = tier ? PLAN_LIMITS[tier] : null;
  return {
    tier, company, company_name: used?.name ?? null,
    limits: PLAN_LIMIT_KEYS.map((key) => ({ key, limit: limits?.[key] ?? null, used: used?.[key] ?? 0 })),
  };
}
