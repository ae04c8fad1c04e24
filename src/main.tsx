// The shell: React, the router and the public login page only. The react-admin app is a separate
// chunk loaded for the authenticated area, so /login starts with little JavaScript.
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { loadApp } from './pages/appChunk';
import { lazyPage } from './pages/errors/chunkReload';
import { ShellErrorBoundary } from './pages/errors/ShellErrorBoundary';
import { PageLoader } from './pages/PageLoader';
import { getLocale } from './providers/locale';
import { consumeUrlSession } from './providers/loginApi';

const LoginPage = lazyPage(() => import('./pages/login/LoginPage').then((m) => m.LoginPage));
const SsoErrorPage = lazyPage(() => import('./pages/errors/SsoErrorPage').then((m) => m.SsoErrorPage));
const AdminApp = lazyPage(loadApp);

// One boundary per route: router navigations are transitions, and a transition waiting for a
// lazy chunk would otherwise keep showing (and running) the previous page meanwhile.
const Loaded = ({ page }: { page: ReactNode }) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

document.documentElement.lang = getLocale();

// A session carried in the URL (?token=…&expiry=…) is opened before any route decides.
consumeUrlSession().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <ShellErrorBoundary>
          <Routes>
            <Route path="/login" element={<Loaded key="login" page={<LoginPage />} />} />
            <Route path="/sso-error" element={<Loaded key="sso-error" page={<SsoErrorPage />} />} />
            <Route path="/*" element={<Loaded key="app" page={<AdminApp />} />} />
          </Routes>
        </ShellErrorBoundary>
      </BrowserRouter>
    </StrictMode>,
  ),
);
