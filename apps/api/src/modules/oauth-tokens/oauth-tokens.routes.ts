import { deleteOauthToken, listOauthTokens } from '@repute/domain/contracts/oauth-tokens';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { OauthTokensService } from './oauth-tokens.service';

export function oauthTokensRoutes(app: ContractApp, oauthTokens: OauthTokensService): void {
  route(app, listOauthTokens, async (request) => {
    const { rows, total } = await oauthTokens.list(callerOf(request), request.query);
    return halList('oauth_tokens', rows, total, request.query, '/oauth_tokens', request.query);
  });

  route(app, deleteOauthToken, async (request) =>
    halItem(await oauthTokens.remove(callerOf(request), request.params.id), `/oauth_tokens/${request.params.id}`),
  );
}
