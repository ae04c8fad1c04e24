// The shell: React, the router and the public login page only. The react-admin app is a separate
// chunk loaded for the authenticated area, so /login starts with little JavaScript.
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router';
import { loadApp } from './pages/appChunk';
import { lazyPage } from './pages/errors/chunkReload';
import { ShellErrorBoundary } from './pages/errors/ShellErrorBoundary';
import { PageLoader } from './pages/PageLoader';
import { loadCatalogue } from './providers/catalogues';
import { getLocale } from './providers/locale';
import { consumeUrlSession } from './providers/loginApi';

const LoginPage = lazyPage(() => import('./pages/login/LoginPage').then((m) => m.LoginPage));
const SsoErrorPage = lazyPage(() => import('./pages/errors/SsoErrorPage').then((m) => m.SsoErrorPage));
const ResetRequestPage = lazyPage(() => import('./pages/password/ResetRequestPage').then((m) => m.ResetRequestPage));
const ResetEmailSentPage = lazyPage(() => import('./pages/password/ResetEmailSentPage').then((m) => m.ResetEmailSentPage));
const ResetConfirmPage = lazyPage(() => import('./pages/password/ResetConfirmPage').then((m) => m.ResetConfirmPage));
const LegalPage = lazyPage(() => import('./pages/legal/LegalPage').then((m) => m.LegalPage));
const AdminApp = lazyPage(loadApp);

// One boundary per route: router navigations are transitions, and a transition waiting for a
// lazy chunk would otherwise keep showing (and running) the previous page meanwhile.
const Loaded = ({ page }: { page: ReactNode }) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

document.documentElement.lang = getLocale();

// A data router (one splat route over the shell's own <Routes>): only it gives useBlocker, which
// keeps unsaved corrections from being lost by a move inside the console (UnsavedGuard). Made once
// the URL session is consumed: the router reads the location when it is created.
const shell = () => createBrowserRouter([{
  path: '*',
  element: (
    <ShellErrorBoundary>
      <Routes>
        <Route path="/login" element={<Loaded key="login" page={<LoginPage />} />} />
        <Route path="/sso-error" element={<Loaded key="sso-error" page={<SsoErrorPage />} />} />
        <Route path="/reset-password" element={<Loaded key="reset" page={<ResetRequestPage />} />} />
        <Route path="/reset-password/email-sent" element={<Loaded key="reset-sent" page={<ResetEmailSentPage />} />} />
        <Route path="/reset-password/confirm" element={<Loaded key="reset-confirm" page={<ResetConfirmPage />} />} />
        <Route path="/legal" element={<Loaded key="legal" page={<LegalPage />} />} />
        <Route path="/*" element={<Loaded key="app" page={<AdminApp />} />} />
      </Routes>
    </ShellErrorBoundary>
  ),
}]);

// A session carried in the URL (?token=…&expiry=…) is opened before any route decides, and the
// chosen language's catalogue loaded (English is a chunk of its own; French is already here).
Promise.allSettled([consumeUrlSession(), loadCatalogue(getLocale())]).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={shell()} />
    </StrictMode>,
  ),
);
