/** API messages of sessions (api.sessions.*) (en). Tokens and SSO: resources/{tokens,sso}.en.ts. */
import type { sessions as frSessions } from '../fr/api-identity';
import type { Catalogue } from '../types';

export const sessions = {
  logged_out_others: '%{count} other session(s) signed out.',
} satisfies Catalogue<typeof frSessions>;
