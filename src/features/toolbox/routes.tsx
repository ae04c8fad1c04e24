// The toolbox's route: a chunk of its own.
import { Suspense } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';

const ToolboxPage = lazyPage(() => import('./ToolboxPage').then((m) => m.ToolboxPage));

export const toolboxRoutes = [
  <Route key="toolbox" path="/toolbox" element={<Suspense fallback={<PageLoader />}><ToolboxPage /></Suspense>} />,
];
