// Pure rules of single sign-on: the identity provider's SAML metadata read, the URLs accepted for
// issuers and metadata, and the console paths a sign-in may come back to (no open redirect).
import { describe, expect, it } from 'vitest';
import { parseIdpMetadata } from '../../../server/areas/sso/saml-idp';
import { acceptableUrl } from '../../../server/areas/sso/settings';
import { safeRedirect } from '../../../server/areas/sso/sign-in';
import { ssoStartUrl } from '../../../src/providers/loginApi';

const md = (body: string) => `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.example/md">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${body}</md:IDPSSODescriptor></md:EntityDescriptor>`;
const key = (use: string, cert: string) => `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
  ${cert}
</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const redirect = '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/sso"/>';

describe('IdP SAML metadata', () => {
  it('reads the redirect SSO URL and the signing certificates (not the encryption ones)', () => {
    const info = parseIdpMetadata(md(key('signing', 'AAA') + key('', 'BBB') + key('encryption', 'CCC') + redirect));
    expect(info).toEqual({ entityId: 'https://idp.example/md', ssoUrl: 'https://idp.example/sso', certs: ['AAA', 'BBB'] });
  });
  it('is unusable without a redirect binding, a certificate, or as broken XML', () => {
    expect(parseIdpMetadata(md(key('signing', 'AAA') + redirect.replace('HTTP-Redirect', 'HTTP-POST')))).toBeNull();
    expect(parseIdpMetadata(md(redirect))).toBeNull();
    expect(parseIdpMetadata('<not xml')).toBeNull();
  });
});

describe('addresses', () => {
  it('issuers and metadata URLs are https, plain http on loopback only', () => {
    expect(acceptableUrl('https://login.example.com/realms/x')).toBe(true);
    expect(acceptableUrl('http://127.0.0.1:4000')).toBe(true);
    expect(acceptableUrl('http://idp.example.com')).toBe(false);
    expect(acceptableUrl('javascript:alert(1)')).toBe(false);
  });
  it('a sign-in comes back to same-origin paths only', () => {
    expect(safeRedirect('/tasks?page=2')).toBe('/tasks?page=2');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 42]) expect(safeRedirect(bad)).toBeNull();
    expect(ssoStartUrl('/api/v1/sso/3/start/?login_hint=a%40b.fr', '/tasks')).toBe('/api/v1/sso/3/start/?login_hint=a%40b.fr&redirect=%2Ftasks');
    expect(ssoStartUrl('/api/v1/sso/3/start/', '//evil.example')).toBe('/api/v1/sso/3/start/');
  });
});
