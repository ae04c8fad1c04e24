// The plans' limits, in ONE place. Nothing in the code defined them before issue 15 (the plan
// `tier` only gates features, resources/types.ts TIERS): these figures are the contract's as shown
// on /user/contrat/engagement, and NOTHING enforces them (a company over a limit is shown so,
// never refused). null: unlimited. Change them here only.
import type { Tier } from '../../../resources/types';

export const PLAN_LIMIT_KEYS = ['elements', 'sites', 'users', 'express_pages_month'] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];

export const PLAN_LIMITS: Record<Tier, Record<PlanLimitKey, number | null>> = {
  start: { elements: 2_000, sites: 3, users: 10, express_pages_month: 100 },
  pro: { elements: 50_000, sites: 50, users: 100, express_pages_month: 2_000 },
  corpo: { elements: null, sites: null, users: null, express_pages_month: 20_000 },
};
