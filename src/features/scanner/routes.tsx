// The scanner's route: its page is a chunk of its own (jsqr, zxing-wasm's loader), loaded while
// the browser is idle so that a click in the sidebar renders it at once: a lazy page suspends
// first, and React then shows it no sooner than 300 ms after the loader (pages/preloadPage.tsx).
// The zxing wasm itself (0.95 MB, 0.32 MB in brotli) is fetched only when a frame is first decoded (decoders.ts).
import { Suspense } from 'react';
import { Route } from 'react-router';
import { PageLoader } from '../../pages/PageLoader';
import { preloadPage, whenIdle } from '../../pages/preloadPage';

const ScannerPage = preloadPage(() => import('./ScannerPage').then((m) => m.ScannerPage));
whenIdle(() => void ScannerPage.preload());

export const scannerRoutes = [
  <Route key="scanner" path="/scanner" element={<Suspense fallback={<PageLoader />}><ScannerPage /></Suspense>} />,
];
