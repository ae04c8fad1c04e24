// The services catalogue. Tier-gated screens show the upgrade offer in place (engine/AccessGate):
// screens not built yet have no route at all (no 'coming soon' page).
import { Route } from 'react-router';
import { ServicesPage } from './ServicesPage';

export const offerRoutes = [<Route key="services" path="/services" element={<ServicesPage />} />];
