import { defineModule } from '../../platform/modules/module-definition';
import { createOauthTokenStore, createOauthTokensRepo } from './oauth-tokens.repo';
import { oauthTokensRoutes } from './oauth-tokens.routes';
import { createOauthTokensService, oauthAccessTokens } from './oauth-tokens.service';

export const oauthTokensModule = defineModule({
  name: 'oauth-tokens',
  createRepos: (db) => ({ tokens: createOauthTokensRepo(db), store: createOauthTokenStore(db) }),
  /**
   * Read before any service exists: the connectors call the providers with the accounts' tokens (and store the
   * refreshed ones), and the account's setup progress asks whether a source is connected.
   */
  reads: (repos) => ({
    accessTokens: oauthAccessTokens(repos.tokens),
    tokenStore: repos.store,
    hasLiveToken: repos.tokens.hasLiveToken,
  }),
  createServices: (repos) => ({ oauthTokens: createOauthTokensService({ repo: repos.tokens }) }),
  routes: (app, { oauthTokens }) => oauthTokensRoutes(app, oauthTokens),
});
