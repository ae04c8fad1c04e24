// The scanner's route: its page is a chunk of its own (jsqr, zxing-wasm), loaded on visit.
import { Suspense } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';

const ScannerPage = lazyPage(() => import('./ScannerPage').then((m) => m.ScannerPage));

export const scannerRoutes = [
  <Route key="scanner" path="/scanner" element={<Suspense fallback={<PageLoader />}><ScannerPage /></Suspense>} />,
];
