// Decides access before a view's controller mounts (answered from the session, no network) and
// renders in place, so the URL the user asked for is kept: the upgrade offer when the plan lacks
// the resource's tier, the forbidden page when a right is missing.
import type { ReactNode } from 'react';
import { Title, useGetResourceLabel } from 'react-admin';
import { ForbiddenPage } from '../pages/errors/ForbiddenPage';
import { planOf, targetOf, tierAllows } from '../providers/accessControl';
import { useAccess, useCompanies, useCompanySelection } from '../providers/useSession';
import { TierOffer } from './tierOffer';

export const AccessGate = ({ resource, action, children }: { resource: string; action: string; children: ReactNode }) => {
  const allowed = useAccess(resource, action);
  const plan = planOf(useCompanies(), useCompanySelection());
  // The plural label ('Rapports express'), never the raw polyglot phrase 'Rapport express |||| …'.
  const label = useGetResourceLabel()(resource, 2);
  if (allowed) return <>{children}</>;
  const tier = targetOf(resource)?.tier;
  if (tier && !tierAllows(tier, plan))
    return (
      <>
        <Title title={label} />
        <TierOffer required={tier} plan={plan} />
      </>
    );
  return <ForbiddenPage />;
};
