/** API messages of private-application tokens (api.tokens.*) and sessions (api.sessions.*) (en). */
import type { sessions as frSessions, sso as frSso, tokens as frTokens } from '../fr/api-identity';
import type { Catalogue } from '../types';

export const tokens = {
  rate_limited: 'Too many requests for this token. Try again in %{seconds} seconds.',
  errors: {
    company_not_corpo: 'Private-application tokens are reserved for companies on the corpo plan.',
    expiration_past: 'The expiration date cannot be in the past.',
    site_outside_company: "Site %{id} does not belong to the token's company.",
  },
} satisfies Catalogue<typeof frTokens>;

export const sessions = {
  logged_out_others: '%{count} other session(s) signed out.',
} satisfies Catalogue<typeof frSessions>;

export const sso = {
  errors: {
    sso_required: "This account signs in through your company's single sign-on (SSO): use “Next” without a password.",
    invalid_url: 'Enter a valid https address.',
    invalid_metadata: "Enter the provider's SAML metadata: an https address or the XML document (EntityDescriptor).",
    invalid_domain: 'This domain name is not valid (example: company.com).',
    domains_required: 'Enter at least one e-mail domain to enable single sign-on.',
    domain_taken: "The domain %{domain} is already used by another company's single sign-on.",
  },
} satisfies Catalogue<typeof frSso>;
