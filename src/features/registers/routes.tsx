// The registers' route: a chunk of its own.
import { Suspense } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';

const RegistersPage = lazyPage(() => import('./RegistersPage').then((m) => m.RegistersPage));

export const registersRoutes = [
  <Route key="registers" path="/registers" element={<Suspense fallback={<PageLoader />}><RegistersPage /></Suspense>} />,
];
