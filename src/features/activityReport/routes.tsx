// The activity report's route: a chunk of its own (the charts).
import { Suspense } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';

const ActivityPage = lazyPage(() => import('./ActivityPage').then((m) => m.ActivityPage));

export const activityRoutes = [
  <Route key="activity" path="/activity" element={<Suspense fallback={<PageLoader />}><ActivityPage /></Suspense>} />,
];
