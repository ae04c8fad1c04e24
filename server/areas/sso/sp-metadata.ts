// This app's SAML service-provider metadata for one company: what the customer's IT imports into
// its identity provider (entity ID, ACS with the HTTP-POST binding, signed assertions wanted).
import type { SpUrls } from './urls';

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export const spMetadataXml = (sp: SpUrls) => `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${esc(sp.entity_id)}">
  <md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="false" WantAssertionsSigned="true">
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${esc(sp.acs_url)}" index="1"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
`;
