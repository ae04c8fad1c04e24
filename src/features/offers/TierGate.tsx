// A tier-gated page (spec §2): the upgrade offer in place when the plan lacks its tier, the
// forbidden page without the view right, else the page — the not-found page until the real
// screens exist (no "coming soon" page). Decided from the session, before anything mounts.
import { Title } from 'react-admin';
import { planOf } from '../../providers/accessControl';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { useCompanies, useCompanySelection, useSessionUser } from '../../providers/useSession';
import { offerDecision, pageTarget } from './tiers';
import { UpgradeOffer } from './UpgradeOffer';

export const TierGate = ({ page, title }: { page: string; title: string }) => {
  const user = useSessionUser();
  const plan = planOf(useCompanies(), useCompanySelection());
  const target = pageTarget(page);
  const decision = target ? offerDecision(target, user, plan) : 'forbidden';
  if (decision === 'forbidden') return <ForbiddenPage />;
  if (decision === 'offer')
    return (
      <>
        <Title title={title} />
        <UpgradeOffer required={target!.tier ?? 'start'} plan={plan} />
      </>
    );
  // The plan includes the page but its screen is not built yet: no 'coming soon' page (issue 9 §6).
  return <NotFoundPage />;
};
