import type { RequestContext } from '../../auth/context';

/**
 * The company a user's own account changes are logged under (the activity log is scoped by
 * company): their first company, none for support staff (as sign-ins, see auth/login-routes.ts).
 */
export const ownCompany = (ctx: RequestContext): number | null =>
  (ctx.user.role === 'support' ? null : (ctx.companies[0] ?? null));
