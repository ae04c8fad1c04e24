/** API messages of private-application tokens (api.tokens.*) and sessions (api.sessions.*) (en). */
import type { sessions as frSessions, tokens as frTokens } from '../fr/api-identity';
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
