// Custom routes of the tier-gated pages (the offer, or not found until built) and the services catalogue.
import { Route } from 'react-router';
import { ServicesPage } from './ServicesPage';
import { TierGate } from './TierGate';
import { GATED_PAGES } from './tiers';

export const offerRoutes = [
  ...GATED_PAGES.map(({ path, page, title }) => (
    <Route key={page} path={path} element={<TierGate key={page} page={page} title={title} />} />
  )),
  <Route key="services" path="/services" element={<ServicesPage />} />,
];
