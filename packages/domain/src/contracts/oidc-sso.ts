import { authStateSchema } from '../auth';
import {
  oidcCallbackSchema,
  oidcConfigurationInputSchema,
  oidcConfigurationSchema,
  oidcDiscoveryResultSchema,
  oidcDiscoveryTestSchema,
  oidcRedirectSchema,
  oidcStartSchema,
} from '../oidc-sso';
import { endpoint } from './endpoint';

/** Single sign-on with OpenID Connect: an admin's settings, and the sign-in through the provider (decision 0156). */

const tags = ['sso'];

/** The account's own configuration; 404 when it has none. */
export const getOidcConfiguration = endpoint({
  method: 'GET',
  path: '/sso/oidc',
  responses: { 200: oidcConfigurationSchema },
  tags,
});

/** Creates or replaces the configuration; a missing client secret keeps the stored one. */
export const saveOidcConfiguration = endpoint({
  method: 'PUT',
  path: '/sso/oidc',
  body: oidcConfigurationInputSchema,
  responses: { 200: oidcConfigurationSchema },
  tags,
});

/** Removes the configuration: its users sign in with passwords again. */
export const deleteOidcConfiguration = endpoint({ method: 'DELETE', path: '/sso/oidc', responses: {}, tags });

/** "Test connection": fetches the issuer's discovery document and answers its endpoints, or 422 with why not. */
export const testOidcDiscovery = endpoint({
  method: 'POST',
  path: '/sso/oidc/test',
  body: oidcDiscoveryTestSchema,
  responses: { 200: oidcDiscoveryResultSchema },
  tags,
});

/** "Sign in with SSO": the provider's authorization URL for this e-mail's domain, with state, nonce and PKCE. */
export const startOidcLogin = endpoint({
  method: 'POST',
  path: '/sso/oidc/start',
  body: oidcStartSchema,
  responses: { 200: oidcRedirectSchema },
  tags,
});

/** The provider's answer (code and state) for a session, once: the ID token is verified before anything is made. */
export const finishOidcLogin = endpoint({
  method: 'POST',
  path: '/sso/oidc/callback',
  body: oidcCallbackSchema,
  responses: { 201: authStateSchema },
  tags,
});
