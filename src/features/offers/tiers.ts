// The upgrade offer (spec §1): what each tier promises, and which tiers a quote can be asked for.
// Where it shows: a screen whose tier the plan lacks (engine/AccessGate.tsx). Pure, no React.
import { TIERS, type Tier } from '../../../resources/types';

/** Promise keys per tier (`app.account.offers.promises.<tier>.<key>`); each tier has the previous ones too. */
export const TIER_PROMISES: Record<Tier, readonly string[]> = {
  start: ['sites', 'controls', 'documents'],
  pro: ['report_extraction', 'custom_fields', 'custom_controls', 'buildings', 'all_elements'],
  corpo: ['branches', 'apis', 'sso'],
};

/** Tiers above the plan (the ones a quote can be asked for); every tier without a plan. */
export const upgradesFrom = (plan: Tier | null): Tier[] => TIERS.filter((t) => !plan || TIERS.indexOf(t) > TIERS.indexOf(plan));
