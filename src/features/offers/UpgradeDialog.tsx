// The upgrade offer for an action the plan lacks (not a page: AccessGate shows those in place):
// the API refuses it with a 403 `tier_required` (docs/API.md), e.g. a building on the start plan or
// an element past the start plan's limit. The offer opens in a dialog over the form, whose input
// stays as it was.
import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { TIERS, type Tier } from '../../../resources/types';
import { planOf } from '../../providers/accessControl';
import { useCompanies, useCompanySelection } from '../../providers/useSession';
import { UpgradeOffer } from './UpgradeOffer';

/** The tier an API error says the plan lacks, null for any other error. */
export const tierRequiredOf = (error: unknown): Tier | null => {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  const json = (error.body as { json?: { code?: unknown; tier?: unknown } } | undefined)?.json;
  return json?.code === 'tier_required' && TIERS.includes(json.tier as Tier) ? (json.tier as Tier) : null;
};

export const UpgradeDialog = ({ required, plan, onClose }: { required: Tier; plan: Tier | null; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogContent sx={{ p: 0 }}>
        <UpgradeOffer required={required} plan={plan} subject="action" titleId={titleId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * `offer(tier)` opens the dialog; `catchTier(error)` opens it when the error is a tier refusal
 * and says whether it did. `plan`: the plan of the company concerned (default: the session's).
 */
export const useUpgradeDialog = (plan?: Tier | null): { offer: (tier: Tier) => void; catchTier: (error: unknown) => boolean; dialog: ReactNode } => {
  const [required, setRequired] = useState<Tier | null>(null);
  const sessionPlan = planOf(useCompanies(), useCompanySelection());
  const catchTier = (error: unknown) => {
    const tier = tierRequiredOf(error);
    if (tier) setRequired(tier);
    return !!tier;
  };
  const dialog = required ? <UpgradeDialog required={required} plan={plan === undefined ? sessionPlan : plan} onClose={() => setRequired(null)} /> : null;
  return { offer: setRequired, catchTier, dialog };
};
