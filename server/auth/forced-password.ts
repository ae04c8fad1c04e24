// Spec §2 and §4: a user an administrator marked `force_password_change` is held on the password
// change until they have chosen a new one. The API enforces it (the console only sends them to
// /change-password): a session of such a user reaches only what that page needs.
import { forbidden, type ApiError } from '../http/errors';
import type { RequestContext } from './context';

/** What the change-password page (and the shell around it) calls, and signing out. */
const ALLOWED = new Set([
  'GET /api/v1/user/me/', 'GET /api/v1/company/all', 'POST /api/v1/logout/', 'POST /api/v1/user/change-password/',
]);

const normal = (url: string) => (url.endsWith('/') || url.endsWith('/all') ? url : `${url}/`);

/**
 * 403 `password_change_required` for a session held on the password change (null: go on). A
 * private-application token is no session (a program cannot change a password), and SSO users
 * have no password here.
 */
export function passwordChangeRefusal(ctx: RequestContext, method: string, routeUrl: string): ApiError | null {
  if (!ctx.user.forcePasswordChange || ctx.tokenId || ctx.user.ssoManaged) return null;
  return ALLOWED.has(`${method} ${normal(routeUrl)}`) ? null : forbidden('password_change_required');
}
