// The help centre's routes: a chunk of its own (the articles and the markdown renderer).
import { Suspense } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';

const HelpPage = lazyPage(() => import('./HelpPage').then((m) => m.HelpPage));
const page = <Suspense fallback={<PageLoader />}><HelpPage /></Suspense>;

export const helpRoutes = [
  <Route key="help" path="/help" element={page} />,
  <Route key="help-article" path="/help/:article" element={page} />,
];
