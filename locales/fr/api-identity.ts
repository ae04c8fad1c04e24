/** API messages of sessions (api.sessions.*) (fr). Tokens and SSO: resources/{tokens,sso}.fr.ts. */

export const sessions = {
  logged_out_others: '%{count} autre(s) session(s) déconnectée(s).',
} as const;
