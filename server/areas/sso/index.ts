// Single sign-on (corpo): the company's settings (GET/PUT /sso/), and the public sign-in steps
// against its OIDC or SAML identity provider. The login check is in auth/login-routes.ts.
import { defineArea } from '../area';
import { ssoFlowRoutes } from './flow-routes';
import { ssoSettingsRoutes } from './settings-routes';

export const ssoArea = defineArea({ name: 'sso', routes: [ssoSettingsRoutes, ssoFlowRoutes] });
