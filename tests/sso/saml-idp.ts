// A real SAML 2.0 identity provider for the tests: samlify's IdentityProvider with a test key
// (tests/sso/fixtures, self-signed, for tests only). It reads our AuthnRequest from the redirect
// URL and answers a signed login response, with any of its values overridden (expired windows,
// another audience...) to test the service provider's checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as samlify from 'samlify';

const here = import.meta.dirname;
const key = readFileSync(path.join(here, 'fixtures/saml-idp-key.pem'), 'utf8');
const cert = readFileSync(path.join(here, 'fixtures/saml-idp-cert.pem'), 'utf8');
// Schema validation is the service provider's business (node-saml); the test IdP skips it.
samlify.setSchemaValidator({ validate: async () => 'skipped' });

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export function samlIdp(ssoUrl = 'https://idp.example.test/sso') {
  const idp = samlify.IdentityProvider({
    entityID: 'https://idp.example.test/metadata',
    privateKey: key,
    signingCert: cert,
    nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
    singleSignOnService: [{ Binding: REDIRECT, Location: ssoUrl }],
    isAssertionEncrypted: false,
    wantAuthnRequestsSigned: false,
  });
  return {
    metadata: idp.getMetadata(),
    /**
     * The base64 SAMLResponse answering the request in `authorizeUrl` (our redirect to the IdP),
     * for `email`; `override` changes any template value (times are ISO strings).
     */
    async respond(spMetadata: string, authorizeUrl: string, email: string, override: Record<string, string> = {}) {
      const sp = samlify.ServiceProvider({ metadata: spMetadata });
      const query = Object.fromEntries(new URL(authorizeUrl).searchParams);
      const { extract } = await idp.parseLoginRequest(sp, 'redirect', { query, octetString: '' } as never);
      const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
      const now = new Date();
      const later = new Date(now.getTime() + 5 * 60_000).toISOString();
      const values: Record<string, string> = {
        ID: `_r${crypto.randomUUID()}`, AssertionID: `_a${crypto.randomUUID()}`, Destination: acs, Audience: sp.entityMeta.getEntityID(),
        EntityID: sp.entityMeta.getEntityID(), SubjectRecipient: acs, Issuer: idp.entityMeta.getEntityID(), IssueInstant: now.toISOString(),
        StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success', ConditionsNotBefore: now.toISOString(), ConditionsNotOnOrAfter: later,
        SubjectConfirmationDataNotOnOrAfter: later, NameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress', NameID: email,
        InResponseTo: String(extract.request?.id), AuthnStatement: '', AttributeStatement: '', ...override,
      };
      const res = await idp.createLoginResponse(sp, { extract } as never, 'post', { email }, {
        customTagReplacement: (template: string) => ({ id: values.ID, context: samlify.SamlLib.replaceTagsByValue(template, values) }),
      });
      return { SAMLResponse: res.context, requestId: String(extract.request?.id), assertionId: values.AssertionID };
    },
  };
}
