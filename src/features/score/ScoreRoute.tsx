// /score's route element. The page is a lazy chunk, and its eight API calls used to leave only
// once that chunk had loaded and React had revealed it (its Suspense reveal waits up to 300 ms):
// here, in the app chunk, the calls leave at the route's first render, beside the chunk's fetch,
// and the page finds them answered or in flight (same query keys).
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { CONFORMITY_CARDS } from '../../../resources/dashboard-constants';
import { loadCharts } from '../../engine/charts/BarChart';
import { PageLoader } from '../../pages/PageLoader';
import { preloadPage, whenIdle } from '../../pages/preloadPage';
import { useAccess, useSessionUser } from '../../providers/useSession';
import { useBranchParam } from '../branches/BranchPicker';
import { scoreQuery } from './scoreApi';

const ScorePage = preloadPage(() => import('./ScorePage').then((m) => m.ScorePage));
// Loaded while the browser is idle: a later visit renders at once (pages/preloadPage.tsx).
whenIdle(() => void ScorePage.preload());

/** The page's calls, for a user the page will not refuse (ScorePage's own rule). */
const usePrefetch = () => {
  const client = useQueryClient();
  const user = useSessionUser();
  const allowed = useAccess('score', 'list');
  const granted = user?.dashboard_access ?? [];
  const shown = allowed && (user?.role === 'support' || granted.includes('score') || granted.includes('conformity'));
  const branch = useBranchParam();
  useState(() => {
    if (!shown) return;
    void loadCharts(); // the score per year's chart, beside the page's chunk
    for (const name of [...CONFORMITY_CARDS, 'history', 'improve']) void client.prefetchQuery(scoreQuery(name, branch));
  });
};

export const ScoreRoute = () => {
  usePrefetch();
  return (
    <Suspense fallback={<PageLoader />}>
      <ScorePage />
    </Suspense>
  );
};
