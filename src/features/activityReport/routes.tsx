// The activity report's route: a chunk of its own (the charts). The route (in the app chunk)
// starts the page's chunk, the chart library and the report's default answer at once: they used
// to follow one another (chunk, then the report once the page had mounted, then the chart
// library once the report had come).
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Route } from 'react-router';
import { loadCharts } from '../../engine/charts/BarChart';
import { PageLoader } from '../../pages/PageLoader';
import { preloadPage, whenIdle } from '../../pages/preloadPage';
import { useAccess } from '../../providers/useSession';
import { activityQuery, DEFAULT_ACTIVITY } from './activityApi';

const ActivityPage = preloadPage(() => import('./ActivityPage').then((m) => m.ActivityPage));
// Loaded while the browser is idle: a later visit renders at once (pages/preloadPage.tsx).
whenIdle(() => void ActivityPage.preload());
whenIdle(() => void loadCharts());

const ActivityRoute = () => {
  const client = useQueryClient();
  const allowed = useAccess('activityReport', 'list');
  useState(() => {
    if (!allowed) return;
    void loadCharts();
    void client.prefetchQuery(activityQuery(DEFAULT_ACTIVITY));
  });
  return <Suspense fallback={<PageLoader />}><ActivityPage /></Suspense>;
};

export const activityRoutes = [<Route key="activity" path="/activity" element={<ActivityRoute />} />];
