// Single sign-on tables: one settings row per company, the sign-ins under way (OIDC state, nonce
// and PKCE verifier; SAML request id) and the SAML assertions already used (replay check). The
// last two live in PostgreSQL so that a sign-in started on one instance ends on any other.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/table';

export const ssoSettings = pgTable('sso_settings', {
  companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  protocol: varchar('protocol', { length: 8 }).notNull().default('oidc'),
  /** OIDC: the issuer (its discovery document is `<issuer>/.well-known/openid-configuration`). */
  issuer: text('issuer').notNull().default(''),
  /** SAML: the identity provider's metadata, a URL or the XML itself. */
  metadata: text('metadata').notNull().default(''),
  clientId: text('client_id').notNull().default(''),
  /** Write-only through the API (never answered). */
  clientSecret: text('client_secret').notNull().default(''),
  emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ssoAttempts = pgTable('sso_attempts', {
  /** Random: the OIDC `state`, or the SAML RelayState. */
  id: varchar('id', { length: 64 }).primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  protocol: varchar('protocol', { length: 8 }).notNull(),
  nonce: varchar('nonce', { length: 64 }),
  codeVerifier: varchar('code_verifier', { length: 128 }),
  /** SAML: the AuthnRequest ID the response must answer (InResponseTo). */
  requestId: varchar('request_id', { length: 128 }),
  /** The e-mail typed at login step 1 (the provider must answer the same one). */
  loginHint: varchar('login_hint', { length: 254 }),
  /** Console path to open once signed in. */
  redirect: text('redirect'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sso_attempts_expires_idx').on(t.expiresAt), index('sso_attempts_request_idx').on(t.requestId)]);

export const ssoAssertions = pgTable('sso_assertions', {
  /** `<company>:<assertion ID>`: an assertion is accepted once. */
  id: varchar('id', { length: 300 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sso_assertions_expires_idx').on(t.expiresAt)]);
