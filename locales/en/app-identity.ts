/** Console strings of application tokens (app.tokens.*) and sessions (app.sessions.*) (en). */
import type { sessions as frSessions, sso as frSso, tokens as frTokens } from '../fr/app-identity';
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

export const sso = {
  title: 'Single sign-on (SSO)',
  intro:
    "Your users sign in with your company's account (OpenID Connect or SAML 2.0). Only accounts already created here can sign in; a user “excluded from SSO” keeps their password.",
  enabled: 'Enable single sign-on',
  protocol: 'Protocol',
  oidc: 'OpenID Connect',
  saml: 'SAML 2.0',
  issuer: 'Issuer',
  issuer_help: "The provider's https address; its configuration is read at <issuer>/.well-known/openid-configuration.",
  client_id: 'Client ID',
  client_secret: 'Client secret',
  client_secret_help: 'Given by your provider. It will never be shown again.',
  client_secret_set: 'A secret is stored: leave empty to keep it.',
  metadata: 'Provider metadata (URL or XML)',
  metadata_help: "The https address of your provider's SAML metadata, or the XML document pasted here.",
  email_domains: 'E-mail domains',
  email_domains_help: 'Comma-separated (example: company.com, branch.com).',
  save: 'Save',
  saved: 'SSO settings saved.',
  load_failed: 'The SSO settings could not be loaded.',
  sp_title: 'To give to your IT department',
  sp_intro: 'Your IT department registers these values at your identity provider.',
  redirect_uri: 'Redirect URI',
  acs_url: 'ACS URL (Assertion Consumer Service)',
  entity_id: 'Service provider entity ID',
  metadata_url: 'Service provider SAML metadata (XML)',
  copy: 'Copy: %{label}',
  copied: 'Copied to the clipboard.',
  copy_failed: 'The value could not be copied: select it and copy it by hand.',
} satisfies Catalogue<typeof frSso>;
