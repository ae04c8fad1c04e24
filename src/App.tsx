// The react-admin app (a lazy chunk): providers, layout, the metadata resources and the custom
// routes of the authenticated area. /logout has no layout.
import { useEffect, useState } from 'react';
import { Navigate, Route, useLocation } from 'react-router';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { appResources, appRoutes, tierOffer } from './features';
import { TierOfferContext } from './engine/tierOffer';
import { adminTheme } from './layout/adminTheme';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ChangePasswordPage } from './pages/password/ChangePasswordPage';
import { ForbiddenPage } from './pages/errors/ForbiddenPage';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { RouteErrorPage } from './pages/errors/RouteErrorPage';
import { HomeRedirect } from './pages/HomeRedirect';
import { LogoutPage } from './pages/LogoutPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createQueryClient } from './providers/queryClient';
import { isPublicPath, loginUrlFor } from './providers/redirects';
import { subscribeSession } from './providers/session';
import { STORE_APP_KEY } from './providers/storage';
import { refreshSessionData } from './providers/sessionData';
import { withUnexpectedErrors } from './providers/unexpectedErrors';
import { useSessionUser } from './providers/useSession';

const store = localStorageStore('1', STORE_APP_KEY);
const appDataProvider = withUnexpectedErrors(dataProvider);

export const App = () => {
  // One cache per mount: a new sign-in never sees the previous user's data.
  const [queryClient] = useState(createQueryClient);
  const { pathname, search } = useLocation();
  const user = useSessionUser();

  useEffect(() => {
    // Rights may change with the session (refetch, company switch): re-ask access checks.
    const unsubscribe = subscribeSession(() => void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] }));
    // The current user and companies are refetched on reconnection (spec §7).
    const onOnline = () => refreshSessionData().catch(() => undefined);
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);

  // Router navigations are transitions: while the login chunk loads, this tree stays mounted. Left
  // to react-admin, an unauthenticated tree logs out again on every render, in a loop that starves
  // the navigation. So the session (synchronous) is checked here, and the tree goes at once.
  if (isPublicPath(pathname)) return null;
  if (!user) return <Navigate to={loginUrlFor(pathname, search)} replace />;
  return (
    <TierOfferContext.Provider value={tierOffer}>
      <Admin
        title="Conformité"
        dataProvider={appDataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={adminTheme}
        layout={AppLayout}
        dashboard={HomeRedirect}
        catchAll={NotFoundPage}
        accessDenied={ForbiddenPage}
        error={RouteErrorPage}
        notification={AppNotification}
        requireAuth
        disableTelemetry
      >
        {appResources.map((props) => (
          <Resource key={props.name} {...props} />
        ))}
        <CustomRoutes>
          <Route path="/forbidden" element={<ForbiddenPage />} />
          <Route path="/change-password" element={<ChangePasswordPage />} />
          {/* The console areas' own routes (src/features/index.ts). */}
          {appRoutes}
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/logout" element={<LogoutPage />} />
        </CustomRoutes>
      </Admin>
    </TierOfferContext.Provider>
  );
};
