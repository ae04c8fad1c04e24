// The services catalogue, and the corpo screens' upgrade offer (pro screens show it in place,
// engine/AccessGate). Any other screen not built yet has no route and no menu entry.
import { Route } from 'react-router';
import { CorpoOfferPage, type CorpoPage } from './CorpoOfferPage';
import { ServicesPage } from './ServicesPage';

// /tokens, /sso and /branches have their own screens now: their AccessGate shows the same offer to lower plans.
const CORPO_PAGES: CorpoPage[] = [];

export const offerRoutes = [
  <Route key="services" path="/services" element={<ServicesPage />} />,
  ...CORPO_PAGES.map((page) => <Route key={page} path={`/${page}`} element={<CorpoOfferPage page={page} />} />),
];
