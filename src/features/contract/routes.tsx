// The contract pages' routes: a chunk of their own (the charts).
import { Suspense } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';

const ConsumptionPage = lazyPage(() => import('./ConsumptionPage').then((m) => m.ConsumptionPage));
const EngagementPage = lazyPage(() => import('./EngagementPage').then((m) => m.EngagementPage));

export const contractRoutes = [
  <Route key="consumption" path="/user/contrat/consommation" element={<Suspense fallback={<PageLoader />}><ConsumptionPage /></Suspense>} />,
  <Route key="engagement" path="/user/contrat/engagement" element={<Suspense fallback={<PageLoader />}><EngagementPage /></Suspense>} />,
];
