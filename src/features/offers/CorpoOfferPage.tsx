// Corpo screens not built yet (/sso): a lower plan gets the upgrade offer, as
// on the pro screens (engine/AccessGate); a corpo plan keeps the not-found page until they exist.
import { Title } from 'react-admin';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { planOf, tierAllows } from '../../providers/accessControl';
import { useCompanies, useCompanySelection } from '../../providers/useSession';
import { UpgradeOffer } from './UpgradeOffer';

export type CorpoPage = 'tokens' | 'branches' | 'sso';

export const CorpoOfferPage = ({ page }: { page: CorpoPage }) => {
  const plan = planOf(useCompanies(), useCompanySelection());
  if (tierAllows('corpo', plan)) return <NotFoundPage />;
  return (
    <>
      <Title title={`app.account.offers.corpo_pages.${page}`} />
      <UpgradeOffer required="corpo" plan={plan} />
    </>
  );
};
