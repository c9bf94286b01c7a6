import { halLinksSchema, halListSchema, oauthTokenSchema, oauthTokensQuerySchema } from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { OauthTokensService } from './oauth-tokens.service';

export function oauthTokensRoutes(app: TypedApp, oauthTokens: OauthTokensService): void {
  app.get(
    '/oauth_tokens',
    {
      schema: {
        tags: ['integrations'],
        querystring: oauthTokensQuerySchema,
        response: { 200: halListSchema('oauth_tokens', oauthTokenSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await oauthTokens.list(callerOf(request), request.query);
      return halList('oauth_tokens', rows, total, request.query, '/oauth_tokens', request.query);
    },
  );

  app.delete(
    '/oauth_tokens/:id',
    {
      schema: {
        tags: ['integrations'],
        params: idParams,
        response: { 200: oauthTokenSchema.extend({ _links: halLinksSchema }) },
      },
    },
    async (request) =>
      halItem(await oauthTokens.remove(callerOf(request), request.params.id), `/oauth_tokens/${request.params.id}`),
  );
}
