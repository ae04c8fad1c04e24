// A tier-gated page (spec §2): the upgrade offer in place when the plan lacks its tier, the
// forbidden page without the view right, else the page — for now a "coming soon" placeholder
// until the real screens exist. Decided from the session, before anything mounts.
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';
import { planOf } from '../../providers/accessControl';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import { ErrorPageFrame } from '../../pages/errors/ErrorPageFrame';
import { useCompanies, useCompanySelection, useSessionUser } from '../../providers/useSession';
import { offerDecision, pageTarget } from './tiers';
import { UpgradeOffer } from './UpgradeOffer';

export const ComingSoon = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Title title={title} />
      <ErrorPageFrame
        icon={<ConstructionIcon />}
        title={translate(title)}
        text={`${translate('app.account.offers.coming_soon_title')}. ${translate('app.account.offers.coming_soon_text')}`}
      />
    </>
  );
};

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
  return <ComingSoon title={title} />;
};
