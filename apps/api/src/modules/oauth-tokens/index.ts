export { createOauthTokenStore, createOauthTokensRepo, type OauthTokenState } from './oauth-tokens.repo';
export { oauthTokensRoutes } from './oauth-tokens.routes';
export {
  createOauthTokensService,
  daysUntil,
  type OauthTokensService,
  oauthAccessTokens,
} from './oauth-tokens.service';
