// Pure redirect rules of the public routes (spec §2 and §4).

export const HOME_PATH = '/dashboard';
/** Routes served by the light shell, outside react-admin. */
export const PUBLIC_PATHS = ['/login', '/sso-error', '/reset-password', '/legal'];
export const isPublicPath = (pathname: string) => PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
const NOT_TARGETS = ['/login', '/logout'];

/** Accepts only an in-app path (never another site, never the login page itself). */
export const safeRedirect = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = value.split(/[?#]/)[0];
  return NOT_TARGETS.some((p) => path === p || path.startsWith(`${p}/`)) ? null : value;
};

/** The route of each dashboard a user may prefer; null for one not built yet (its users land on
 * the main dashboard until it exists). */
export const DASHBOARD_ROUTES: Record<string, string | null> = { main: HOME_PATH, score: '/score' };

/** The default path of a user: their preferred dashboard (spec §2: a stored 'conformity' is the
 * score dashboard), when its screen exists. */
export const homePath = (preferred?: string | null): string => {
  const key = preferred === 'conformity' ? 'score' : preferred;
  return (key && DASHBOARD_ROUTES[key]) || HOME_PATH;
};

/** Where an authenticated visitor of `/` or `/login` goes. */
export const afterLoginPath = (redirect: string | null | undefined, preferred?: string | null): string =>
  safeRedirect(redirect) ?? homePath(preferred);

/** The login URL for an unauthenticated visit of `path` (+ search): `/` keeps its own redirect. */
export const loginUrlFor = (pathname: string, search = ''): string => {
  if (pathname === '/' || pathname === '') {
    const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
    return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  }
  const target = safeRedirect(`${pathname}${search}`);
  return target ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
};

export const CHANGE_PASSWORD_PATH = '/change-password';

export const isSupportPath = (pathname: string) => pathname === '/support' || pathname.startsWith('/support/');

interface GuardUser {
  role: string | null;
  force_password_change?: boolean;
  sso_settings?: unknown;
  company?: number | 'all';
}

/** Where a main-area route must send this user instead, or null (spec §2, §4, §6). */
export const guardRedirect = (user: GuardUser | null, pathname: string, search = ''): string | null => {
  if (isSupportPath(pathname) && user?.role !== 'support') return HOME_PATH;
  if (user?.force_password_change && !user.sso_settings && pathname !== CHANGE_PASSWORD_PATH)
    return `${CHANGE_PASSWORD_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  return null;
};

/** A support user working on every company is switched to one outside /support. */
export const needsCompanySwitch = (user: GuardUser | null, pathname: string): boolean =>
  user?.role === 'support' && user.company === 'all' && !isSupportPath(pathname);
