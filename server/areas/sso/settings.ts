// A company's SSO settings (GET/PUT /api/v1/sso/): read, validated and stored. The client secret
// is write-only: answers only say whether one is set, and a PUT without it keeps the old one.
import type pg from 'pg';
import { z } from 'zod';
import { ValidationError, type FieldErrors } from '../../http/errors';
import { spUrls, type SpUrls } from './urls';

export const PROTOCOLS = ['oidc', 'saml'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export interface SsoSettings {
  company: number;
  protocol: Protocol;
  issuer: string;
  metadata: string;
  clientId: string;
  clientSecret: string;
  emailDomains: string[];
  enabled: boolean;
  updatedAt: Date;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const domain = z.string().trim().toLowerCase().max(253).refine((d) => DOMAIN.test(d), { params: { key: 'api.sso.errors.invalid_domain' } });

export const settingsBody = z.strictObject({
  protocol: z.enum(PROTOCOLS),
  issuer: z.string().trim().max(2000).optional(),
  metadata: z.string().trim().max(200_000).optional(),
  client_id: z.string().trim().max(500).optional(),
  client_secret: z.string().max(2000).optional(),
  email_domains: z.array(domain).max(50).optional(),
  enabled: z.boolean().optional(),
});
export type SettingsBody = z.infer<typeof settingsBody>;

export const settingsQuery = z.object({ company: z.coerce.number().int().positive().max(2_147_483_647).optional() });

/** http(s) URL; plain http only on loopback (a provider on the same machine, e.g. in tests). */
export function acceptableUrl(value: string): boolean {
  let url: URL;
  try { url = new URL(value); } catch { return false; }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopback(url.hostname);
}
export const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

const isXml = (v: string) => v.startsWith('<') && /EntityDescriptor/.test(v);

export async function readSettings(pool: pg.Pool | pg.PoolClient, company: number): Promise<SsoSettings | null> {
  const { rows } = await pool.query<{
    company_id: number; protocol: Protocol; issuer: string; metadata: string; client_id: string; client_secret: string;
    email_domains: string[]; enabled: boolean; updated_at: Date;
  }>('SELECT * FROM sso_settings WHERE company_id = $1', [company]);
  const r = rows[0];
  return r ? {
    company, protocol: r.protocol, issuer: r.issuer, metadata: r.metadata, clientId: r.client_id, clientSecret: r.client_secret,
    emailDomains: r.email_domains, enabled: r.enabled, updatedAt: r.updated_at,
  } : null;
}

/** The answer of GET/PUT /sso/ (OpenAPI). */
export const settingsOut = z.object({
  company: z.number().int(),
  protocol: z.enum(PROTOCOLS),
  issuer: z.string(),
  metadata: z.string(),
  client_id: z.string(),
  has_client_secret: z.boolean().describe('The secret itself is never answered.'),
  email_domains: z.array(z.string()),
  enabled: z.boolean(),
  service_provider: z.object({ redirect_uri: z.string(), acs_url: z.string(), entity_id: z.string(), metadata_url: z.string() })
    .describe('What the customer\'s IT registers at the identity provider.'),
});

export interface SettingsOut {
  company: number;
  protocol: Protocol;
  issuer: string;
  metadata: string;
  client_id: string;
  has_client_secret: boolean;
  email_domains: string[];
  enabled: boolean;
  service_provider: SpUrls;
}

export const serializeSettings = (company: number, s: SsoSettings | null, publicUrl: string): SettingsOut => ({
  company,
  protocol: s?.protocol ?? 'oidc',
  issuer: s?.issuer ?? '',
  metadata: s?.metadata ?? '',
  client_id: s?.clientId ?? '',
  has_client_secret: Boolean(s?.clientSecret),
  email_domains: s?.emailDomains ?? [],
  enabled: s?.enabled ?? false,
  service_provider: spUrls(publicUrl, company),
});

/** What an enabled configuration needs, and domains no other company's enabled SSO claims. */
async function problems(pool: pg.Pool | pg.PoolClient, company: number, next: Omit<SsoSettings, 'updatedAt'>): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const need = (field: string, key = 'api.validation.required') => { errors[field] = [{ key }]; };
  if (next.issuer && !acceptableUrl(next.issuer)) need('issuer', 'api.sso.errors.invalid_url');
  if (next.metadata && !isXml(next.metadata) && !acceptableUrl(next.metadata)) need('metadata', 'api.sso.errors.invalid_metadata');
  if (!next.enabled) return errors;
  if (next.protocol === 'oidc') {
    if (!next.issuer) need('issuer');
    if (!next.clientId) need('client_id');
  } else if (!next.metadata) need('metadata');
  if (!next.emailDomains.length) need('email_domains', 'api.sso.errors.domains_required');
  const { rows } = await pool.query<{ domain: string }>(`SELECT d AS domain FROM sso_settings, unnest(email_domains) d
    WHERE enabled AND company_id <> $1 AND d = ANY($2::text[]) LIMIT 1`, [company, next.emailDomains]);
  if (rows[0]) errors.email_domains = [{ key: 'api.sso.errors.domain_taken', params: { domain: rows[0].domain } }];
  return errors;
}

export async function writeSettings(pool: pg.Pool | pg.PoolClient, company: number, body: SettingsBody): Promise<SsoSettings> {
  const old = await readSettings(pool, company);
  const next = {
    company,
    protocol: body.protocol,
    issuer: body.issuer ?? old?.issuer ?? '',
    metadata: body.metadata ?? old?.metadata ?? '',
    clientId: body.client_id ?? old?.clientId ?? '',
    // Omitted or empty: the stored secret stays (it is never sent back to be re-sent).
    clientSecret: body.client_secret || old?.clientSecret || '',
    emailDomains: [...new Set(body.email_domains ?? old?.emailDomains ?? [])],
    enabled: body.enabled ?? old?.enabled ?? false,
  };
  const errors = await problems(pool, company, next);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await pool.query(`INSERT INTO sso_settings (company_id, protocol, issuer, metadata, client_id, client_secret, email_domains, enabled, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
    ON CONFLICT (company_id) DO UPDATE SET protocol = $2, issuer = $3, metadata = $4, client_id = $5, client_secret = $6,
      email_domains = $7, enabled = $8, updated_at = now()`,
  [company, next.protocol, next.issuer, next.metadata, next.clientId, next.clientSecret, next.emailDomains, next.enabled]);
  return (await readSettings(pool, company))!;
}
