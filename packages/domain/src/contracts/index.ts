/*
 * Every endpoint's contract, one file per module (decision 0123). The web app imports a module's file by its
 * subpath ('@repute/domain/contracts/reviews') so a page's chunk carries only the schemas it calls.
 */

export * from './endpoint';
export * as googlePostsContracts from './google-posts';
export * as groupsContracts from './groups';
export * as insightsContracts from './insights';
export * as integrationsContracts from './integrations';
export * as localListingsContracts from './local-listings';
export * as metricsContracts from './metrics';
export * as npiContracts from './npi';
export * as oauthTokensContracts from './oauth-tokens';
export * as performanceContracts from './performance';
export * as photosContracts from './photos';
export * as responsesContracts from './responses';
export * as reviewsContracts from './reviews';
export * as sourceOverridesContracts from './source-overrides';
export * as specialHoursContracts from './special-hours';
export * as tagsContracts from './tags';
export * as urlsContracts from './urls';
