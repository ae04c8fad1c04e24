// The shell: React, the router and the public login page only. The react-admin app is a separate
// chunk loaded for the authenticated area, so /login starts with little JavaScript.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { lazyPage } from './pages/errors/chunkReload';
import { ShellErrorBoundary } from './pages/errors/ShellErrorBoundary';
import { PageLoader } from './pages/PageLoader';
import { getLocale } from './providers/locale';
import { consumeUrlSession } from './providers/loginApi';

const LoginPage = lazyPage(() => import('./pages/login/LoginPage').then((m) => m.LoginPage));
const SsoErrorPage = lazyPage(() => import('./pages/errors/SsoErrorPage').then((m) => m.SsoErrorPage));
const AdminApp = lazyPage(() => import('./App').then((m) => m.App));

document.documentElement.lang = getLocale();

// A session carried in the URL (?token=…&expiry=…) is opened before any route decides.
consumeUrlSession().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <ShellErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/sso-error" element={<SsoErrorPage />} />
              <Route path="/*" element={<AdminApp />} />
            </Routes>
          </Suspense>
        </ShellErrorBoundary>
      </BrowserRouter>
    </StrictMode>,
  ),
);
