// The services catalogue. Tier-gated screens show the upgrade offer in place (engine/AccessGate);
// a screen not built yet has no route and no menu entry.
import { Route } from 'react-router';
import { ServicesPage } from './ServicesPage';

export const offerRoutes = [<Route key="services" path="/services" element={<ServicesPage />} />];
