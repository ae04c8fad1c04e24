// The service-provider addresses a company's IT registers at its identity provider. They are
// built on PUBLIC_URL (the same setting as the links in e-mails), one set per company.
const base = (publicUrl: string, company: number) => `${publicUrl}/api/v1/sso/${company}`;

export interface SpUrls {
  /** OIDC redirect URI. */
  redirect_uri: string;
  /** SAML assertion consumer service (HTTP-POST). */
  acs_url: string;
  /** SAML service-provider entity ID (also the audience the assertions must name). */
  entity_id: string;
  /** SAML service-provider metadata (XML). */
  metadata_url: string;
}

export const spUrls = (publicUrl: string, company: number): SpUrls => ({
  redirect_uri: `${base(publicUrl, company)}/oidc/callback/`,
  acs_url: `${base(publicUrl, company)}/saml/acs/`,
  entity_id: `${base(publicUrl, company)}/saml/metadata/`,
  metadata_url: `${base(publicUrl, company)}/saml/metadata/`,
});

/** Console pages the flow ends on (relative: the console is served by this app). */
export const ssoErrorPath = (code: SsoErrorCode) => `/sso-error?code=${code}`;

/** Spec §8's SSO errors (the console's app.pages.sso_error.codes.*). */
export const SSO_ERROR_CODES = [
  'email_mismatch', 'generic', 'invalid_email', 'missing_company_link', 'missing_email', 'missing_relay_state',
  'server_error', 'user_not_found',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** A failure of the flow, ending on /sso-error with its code. */
export class SsoFailure extends Error {
  constructor(readonly code: SsoErrorCode, why: string) {
    super(why);
  }
}
