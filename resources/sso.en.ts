// The words of the single sign-on area, in English: the same keys as sso.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './sso.fr';

export const words = {
  resources: {
    // Fields as the activity log names a change of the SSO settings.
    sso: {
      name: 'Single sign-on (SSO)',
      fields: {
        protocol: 'Protocol', issuer: 'Issuer', metadata: 'Provider metadata', client_id: 'Client ID',
        client_secret: 'Client secret', email_domains: 'E-mail domains', enabled: 'Enabled',
      },
    },
  },
  app: {
    sso: {
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
    },
    menu: {
      sso: 'Single sign-on (SSO)',
    },
    // The page the SSO callback redirects to when the sign-in fails (server/areas/sso/urls.ts).
    pages: {
      sso_error: {
        title: 'Authentication error',
        back: 'Back to sign in',
        codes: {
          generic: 'Signing in through your identity provider failed. Contact support or your IT department.',
          email_mismatch: 'The e-mail address sent by your identity provider does not match. Contact support or your IT department.',
          invalid_email: 'The e-mail address sent by your identity provider is not valid. Contact support or your IT department.',
          missing_email: 'Your identity provider sent no e-mail address. Contact support or your IT department.',
          missing_company_link: 'Your company is not configured for single sign-on yet. Contact support or your IT department.',
          missing_relay_state: "Your identity provider's answer is incomplete. Contact support or your IT department.",
          server_error: 'A server error interrupted the authentication. Contact support or your IT department.',
          user_not_found: 'No account matches this user. Contact support or your IT department.',
        },
      },
    },
  },
  api: {
    sso: {
      errors: {
        sso_required: "This account signs in through your company's single sign-on (SSO): use “Next” without a password.",
        invalid_url: 'Enter a valid https address.',
        invalid_metadata: "Enter the provider's SAML metadata: an https address or the XML document (EntityDescriptor).",
        invalid_domain: 'This domain name is not valid (example: company.com).',
        domains_required: 'Enter at least one e-mail domain to enable single sign-on.',
        domain_taken: "The domain %{domain} is already used by another company's single sign-on.",
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
