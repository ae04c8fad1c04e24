// react-admin's authProvider, answering from the local session. The login steps live in the
// login page (pages/login): authProvider.login is never used.
import type { AuthProvider } from 'ra-core';
import { canAccess } from './accessControl';
import { httpClient } from './httpClient';
import { isPublicPath, loginUrlFor } from './redirects';
import { clearSession, getSession, getToken } from './session';
import { clearSessionData, ensureSessionData, getCompanies, getEffectiveSelection, refreshSessionData } from './sessionData';

const currentLoginUrl = () => loginUrlFor(window.location.pathname, window.location.search);

export const accessContext = () => ({
  user: getSession()?.user ?? null,
  companies: getCompanies(),
  selection: getEffectiveSelection(),
});

export const authProvider: AuthProvider = {
  login: async () => {
    throw new Error('app.login.use_login_page');
  },
  /** `{ explicit: true }` (the user asked) goes to /login; otherwise back to the current page after login. */
  logout: async (params?: { explicit?: boolean }) => {
    const token = getToken();
    if (params?.explicit && token) await httpClient('/logout/', { method: 'POST' }).catch(() => undefined);
    // Already on a public page (a late check while leaving the app): stay there.
    const redirect = isPublicPath(window.location.pathname) ? false : params?.explicit ? '/login' : currentLoginUrl();
    clearSession();
    clearSessionData();
    return redirect;
  },
  checkAuth: async () => {
    if (!getSession()) throw { redirectTo: currentLoginUrl(), message: false };
    // A network failure must not sign the user out; a rejected token does.
    await ensureSessionData().catch((error: { status?: number }) => {
      if (error?.status !== 401) return;
      clearSession();
      throw { redirectTo: currentLoginUrl(), message: false };
    });
  },
  /** Only a 401 ends the session: throwing on 403 would make a forbidden save look successful. */
  checkError: async (error) => {
    const status = error?.status;
    if (status === 401) {
      clearSession();
      clearSessionData();
      throw { redirectTo: currentLoginUrl(), message: false };
    }
    // Rights may have changed since they were cached: refresh them quietly.
    if (status === 403) refreshSessionData().catch(() => undefined);
  },
  getIdentity: async () => {
    const user = getSession()?.user;
    if (!user) throw new Error('app.errors.not_authenticated');
    return { id: user.id, fullName: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email };
  },
  getPermissions: async () => {
    const user = getSession()?.user;
    return user ? { role: user.role, rights: user.rights } : null;
  },
  canAccess: async (params) => canAccess(accessContext(), params),
};
