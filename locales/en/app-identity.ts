/** Console strings of application tokens (app.tokens.*) and sessions (app.sessions.*) (en). */
import type { sessions as frSessions, tokens as frTokens } from '../fr/app-identity';
import type { Catalogue } from '../types';

export const tokens = {
  created_title: 'Token created',
  key_once: 'Copy this key now: it will never be shown again. Send it in the header Authorization: Token <key>.',
  copy: 'Copy the key',
  copied: 'Key copied to the clipboard.',
  copy_failed: 'The key could not be copied: select it and copy it by hand.',
  done: 'I have copied the key',
} satisfies Catalogue<typeof frTokens>;

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
