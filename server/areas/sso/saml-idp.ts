// The identity provider's SAML metadata, given as XML or fetched from its URL (cached ten
// minutes): its single sign-on URL (HTTP-Redirect binding) and its signing certificates.
import { DOMParser } from '@xmldom/xmldom';
import { isLoopback, type SsoSettings } from './settings';
import { SsoFailure } from './urls';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface IdpInfo {
  entityId: string;
  ssoUrl: string;
  certs: string[];
}

/** Reads the metadata (null: not usable). */
export function parseIdpMetadata(xml: string): IdpInfo | null {
  let doc: Document;
  try {
    doc = new DOMParser({ errorHandler: { error: () => {}, warning: () => {}, fatalError: () => {} } })
      .parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    return null;
  }
  const idp = doc?.getElementsByTagNameNS(MD, 'IDPSSODescriptor')?.[0];
  if (!idp) return null;
  const entity = doc.getElementsByTagNameNS(MD, 'EntityDescriptor')[0];
  const services = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService'));
  const ssoUrl = services.find((e) => e.getAttribute('Binding') === REDIRECT)?.getAttribute('Location') ?? '';
  const certs = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((k) => !k.getAttribute('use') || k.getAttribute('use') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
    .filter(Boolean);
  if (!ssoUrl || !certs.length) return null;
  return { entityId: entity?.getAttribute('entityID') ?? '', ssoUrl, certs };
}

const cache = new Map<string, { at: number; info: IdpInfo }>();
const CACHE_MS = 10 * 60_000;

export async function idpOf(s: SsoSettings): Promise<IdpInfo> {
  const source = s.metadata.trim();
  if (source.startsWith('<')) {
    const info = parseIdpMetadata(source);
    if (!info) throw new SsoFailure('missing_company_link', 'the stored SAML metadata is not usable');
    return info;
  }
  const key = `${s.company}:${s.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.info;
  let text: string;
  try {
    const url = new URL(source);
    if (url.protocol !== 'https:' && !isLoopback(url.hostname)) throw new Error('metadata URL must be https');
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!res.ok) throw new Error(`metadata answered ${res.status}`);
    text = await res.text();
  } catch (err) {
    throw new SsoFailure('server_error', `SAML metadata fetch failed: ${(err as Error).message}`);
  }
  const info = parseIdpMetadata(text);
  if (!info) throw new SsoFailure('server_error', 'the fetched SAML metadata is not usable');
  cache.set(key, { at: Date.now(), info });
  return info;
}
