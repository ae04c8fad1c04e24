/** Console strings of sessions (app.sessions.*) (en). Tokens and SSO: resources/{tokens,sso}.en.ts. */
import type { sessions as frSessions } from '../fr/app-identity';
import type { Catalogue } from '../types';

export const sessions = {
  title: 'Open sessions',
  intro: 'The devices and browsers signed in to your account.',
  current: 'This session',
  created: 'Opened on %{date}',
  last_used: 'Last active on %{date}',
  unknown_agent: 'Unknown browser',
  revoke: 'Sign out',
  revoke_label: 'Sign out the session %{agent}',
  revoked: 'Session signed out.',
  logout_others: 'Sign out everywhere else',
  none_other: 'No other open session.',
  load_failed: 'The sessions could not be loaded.',
} satisfies Catalogue<typeof frSessions>;
