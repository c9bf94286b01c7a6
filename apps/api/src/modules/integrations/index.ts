export { createIntegrationsRepo } from './integrations.repo';
export { integrationsRoutes } from './integrations.routes';
export { createIntegrationsService } from './integrations.service';
export { createOauthConnectService } from './oauth-connect.service';
export { type OauthClientConfig, type OauthProviderUrls, oauthProviders } from './oauth-providers';
