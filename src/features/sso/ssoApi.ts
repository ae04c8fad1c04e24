// GET/PUT /sso/ (docs: README "Single sign-on"): the current company's SSO settings. The client
// secret is never answered (has_client_secret says whether one is set).
import { httpClient } from '../../providers/httpClient';

export type Protocol = 'oidc' | 'saml';

export interface SsoSettings {
  company: number;
  protocol: Protocol;
  issuer: string;
  metadata: string;
  client_id: string;
  has_client_secret: boolean;
  email_domains: string[];
  enabled: boolean;
  service_provider: { redirect_uri: string; acs_url: string; entity_id: string; metadata_url: string };
}

export interface SsoChanges {
  protocol: Protocol;
  issuer: string;
  metadata: string;
  client_id: string;
  /** Empty: keep the stored secret. */
  client_secret?: string;
  email_domains: string[];
  enabled: boolean;
}

export const getSso = async (signal?: AbortSignal) => (await httpClient<SsoSettings>('/sso/', { signal })).json;

export const putSso = async (changes: SsoChanges) => {
  const body: SsoChanges = { ...changes };
  if (!body.client_secret) delete body.client_secret;
  return (await httpClient<SsoSettings>('/sso/', { method: 'PUT', body })).json;
};

/** "a.fr, b.fr" or one per line → ['a.fr', 'b.fr']. */
export const parseDomains = (text: string) => text.split(/[\s,;]+/).map((d) => d.trim().toLowerCase()).filter(Boolean);
