import { z } from 'zod';
import {
  apiTokenCreateSchema,
  apiTokenSchema,
  authorizationRequestSchema,
  consentDecisionSchema,
  consentRedirectSchema,
  consentSchema,
  createdApiTokenSchema,
  createdOauthClientSchema,
  oauthClientCreateSchema,
  oauthClientSchema,
  oauthErrorSchema,
  revokeRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../api-access';
import { errorBodySchema, halListSchema } from '../hal';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Issue 31, decision 0160: personal API tokens, the account's OAuth 2.0 clients and the authorization code flow. */

const tags = ['api-access'];
const nonce = z.object({ nonce: z.string().optional() });

export const listApiTokens = endpoint({
  method: 'GET',
  path: '/api_tokens',
  query: nonce,
  responses: { 200: halListSchema('api_tokens', apiTokenSchema) },
  tags,
});

export const createApiToken = endpoint({
  method: 'POST',
  path: '/api_tokens',
  body: apiTokenCreateSchema,
  responses: { 201: createdApiTokenSchema },
  tags,
});

export const revokeApiToken = endpoint({
  method: 'DELETE',
  path: '/api_tokens/:id',
  params: idParams,
  responses: {},
  tags,
});

export const listOauthClients = endpoint({
  method: 'GET',
  path: '/oauth_clients',
  query: nonce,
  responses: { 200: halListSchema('oauth_clients', oauthClientSchema) },
  tags,
});

export const createOauthClient = endpoint({
  method: 'POST',
  path: '/oauth_clients',
  body: oauthClientCreateSchema,
  responses: { 201: createdOauthClientSchema },
  tags,
});

/** Deletes the client and ends every token it was given. */
export const deleteOauthClient = endpoint({
  method: 'DELETE',
  path: '/oauth_clients/:id',
  params: idParams,
  responses: {},
  tags,
});

/**
 * The consent page's question: what the authorization request asks, or where to send the browser back at once
 * with an error the client should hear (RFC 6749 §4.1.2.1). A client or redirect URI that is not right answers 400:
 * the page shows it and sends nobody anywhere.
 */
export const describeConsent = endpoint({
  method: 'GET',
  path: '/oauth/consent',
  query: authorizationRequestSchema,
  responses: { 200: z.union([consentSchema, consentRedirectSchema]) },
  tags,
});

/** Allow or Deny: where the browser goes next, with a code or with access_denied. */
export const decideConsent = endpoint({
  method: 'POST',
  path: '/oauth/consent',
  body: consentDecisionSchema,
  responses: { 200: consentRedirectSchema },
  tags,
});

/** What the token endpoints answer when refused: the RFC's error, or the app's own for a body that is no form. */
const oauthRefusal = z.union([oauthErrorSchema, errorBodySchema]);

/** RFC 6749 §4.1.3 and §6: the authorization_code and refresh_token grants, as a form or JSON. */
export const exchangeOauthToken = endpoint({
  method: 'POST',
  path: '/oauth/token',
  body: tokenRequestSchema,
  responses: { 200: tokenResponseSchema, 400: oauthRefusal, 401: oauthRefusal },
  tags,
});

/** RFC 7009: revokes an access or refresh token (and the grant it belongs to); 200 even for an unknown token. */
export const revokeOauthToken = endpoint({
  method: 'POST',
  path: '/oauth/revoke',
  body: revokeRequestSchema,
  responses: { 200: z.object({}), 400: oauthRefusal, 401: oauthRefusal },
  tags,
});
