// The contract pages' routes: a chunk of their own (the charts). The consumption's route (in the
// app chunk) starts the page's chunk, the chart library and the default window's answer at once,
// instead of one after the other.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Route } from 'react-router';
import { loadCharts } from '../../engine/charts/BarChart';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';
import { preloadPage, whenIdle } from '../../pages/preloadPage';
import { useAccess } from '../../providers/useSession';
import { consumptionQuery, defaultWindow } from './contractApi';

const ConsumptionPage = preloadPage(() => import('./ConsumptionPage').then((m) => m.ConsumptionPage));
// Loaded while the browser is idle: a later visit renders at once (pages/preloadPage.tsx).
whenIdle(() => void ConsumptionPage.preload());
const EngagementPage = lazyPage(() => import('./EngagementPage').then((m) => m.EngagementPage));

const ConsumptionRoute = () => {
  const client = useQueryClient();
  const allowed = useAccess('consumption', 'list');
  useState(() => {
    if (!allowed) return;
    void loadCharts();
    void client.prefetchQuery(consumptionQuery({ ...defaultWindow(), factories: [] }));
  });
  return <Suspense fallback={<PageLoader />}><ConsumptionPage /></Suspense>;
};

export const contractRoutes = [
  <Route key="consumption" path="/user/contrat/consommation" element={<ConsumptionRoute />} />,
  <Route key="engagement" path="/user/contrat/engagement" element={<Suspense fallback={<PageLoader />}><EngagementPage /></Suspense>} />,
];
