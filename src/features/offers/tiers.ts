// The upgrade offer (spec §1): what each tier promises, and whether a page the plan may not
// include shows its screen, the offer, or the forbidden page. Pure, no React.
import { TIERS, type Area, type Tier } from '../../../resources/types';
import { hasRight, tierAllows } from '../../providers/accessControl';
import type { PageTarget } from '../consoleArea';
import type { CurrentUser } from '../../providers/types';

/** Promise keys per tier (`app.account.offers.promises.<tier>.<key>`); each tier has the previous ones too. */
export const TIER_PROMISES: Record<Tier, readonly string[]> = {
  start: ['sites', 'controls', 'documents'],
  pro: ['report_extraction', 'custom_fields', 'custom_controls', 'buildings', 'all_elements'],
  corpo: ['branches', 'apis', 'sso'],
};

export type OfferDecision = 'open' | 'offer' | 'forbidden';

/**
 * The plan comes first: a page the plan lacks shows the offer (asking an administrator for a
 * right would not open it); within the plan, the view right of the page's area decides.
 */
export const offerDecision = (page: { area: Area; tier?: Tier }, user: CurrentUser | null, plan: Tier | null): OfferDecision => {
  if (!tierAllows(page.tier, plan)) return 'offer';
  return hasRight(user, page.area, 'view') ? 'open' : 'forbidden';
};

/** The tier-gated pages that have no screen yet (routes, PAGES keys, titles). */
export const GATED_PAGES = [
  { path: '/rxpress', page: 'rxpress', title: 'app.account.offers.pages.rxpress' },
  { path: '/voluntary-control-types', page: 'voluntary-control-types', title: 'app.account.offers.pages.voluntary_control_types' },
  { path: '/tokens', page: 'tokens', title: 'app.account.offers.pages.tokens' },
  { path: '/branches', page: 'branches', title: 'app.account.offers.pages.branches' },
] as const;

/** Their rights area and tier (access checks, through the offers area's `pages`). */
export const OFFER_PAGES: Record<string, PageTarget> = {
  rxpress: { area: 'expressreport', tier: 'pro' },
  'voluntary-control-types': { area: 'typecustomcontrol', tier: 'pro' },
  tokens: { area: 'token', tier: 'corpo' },
  branches: { area: 'companybranch', tier: 'corpo' },
};

export const pageTarget = (page: string) => OFFER_PAGES[page];

/** Tiers above the plan (the ones a quote can be asked for); every tier without a plan. */
export const upgradesFrom = (plan: Tier | null): Tier[] => TIERS.filter((t) => !plan || TIERS.indexOf(t) > TIERS.indexOf(plan));
