import { halLinksSchema, halListSchema } from '../hal';
import { oauthTokenSchema, oauthTokensQuerySchema } from '../oauth-tokens';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** The account's connections to review sites' APIs: listed on the dashboard, removed on the integrations page. */

const tags = ['integrations'];

export const listOauthTokens = endpoint({
  method: 'GET',
  path: '/oauth_tokens',
  query: oauthTokensQuerySchema,
  responses: { 200: halListSchema('oauth_tokens', oauthTokenSchema) },
  tags,
});

export const deleteOauthToken = endpoint({
  method: 'DELETE',
  path: '/oauth_tokens/:id',
  params: idParams,
  responses: { 200: oauthTokenSchema.extend({ _links: halLinksSchema }) },
  tags,
});
