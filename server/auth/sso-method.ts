// Who signs in through their company's single sign-on: an active user of a corpo company whose
// SSO is enabled and lists the domain of the user's e-mail, unless the user is excluded from SSO.
// One SQL condition, shared by the login check, the request context and the password reset.
import type pg from 'pg';

/** True for the user row `u` (needs `u.id`, `u.email`, `u.exclude_from_sso`). */
export const SSO_MANAGED_SQL = `(NOT u.exclude_from_sso AND EXISTS (
  SELECT 1 FROM sso_settings ss
    JOIN user_companies uc ON uc.company_id = ss.company_id
    JOIN companies sc ON sc.id = ss.company_id AND sc.tier = 'corpo'
  WHERE uc.user_id = u.id AND ss.enabled AND split_part(u.email, '@', 2) = ANY(ss.email_domains)))`;

/**
 * The company whose SSO an e-mail signs in with (null: password). One query whatever the answer,
 * so an unknown e-mail takes as long as a known one.
 */
export async function ssoCompanyOf(pool: pg.Pool, email: string): Promise<number | null> {
  const { rows } = await pool.query<{ company: number | null }>(`
    SELECT (SELECT min(ss.company_id) FROM users u
      JOIN user_companies uc ON uc.user_id = u.id
      JOIN sso_settings ss ON ss.company_id = uc.company_id AND ss.enabled
      JOIN companies sc ON sc.id = ss.company_id AND sc.tier = 'corpo'
      WHERE u.email = $1 AND u.is_active AND NOT u.exclude_from_sso
        AND split_part(u.email, '@', 2) = ANY(ss.email_domains)) AS company`, [email]);
  return rows[0]?.company ?? null;
}

/** Where the console sends an SSO user (server/areas/sso/flow-routes.ts); relative to the app's origin. */
export const ssoStartUrl = (company: number, email: string) =>
  `/api/v1/sso/${company}/start/?login_hint=${encodeURIComponent(email)}`;
