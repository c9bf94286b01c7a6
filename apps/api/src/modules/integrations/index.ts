export { integrationsModule } from './integrations.module';
export type { OauthClientConfig, OauthProviderUrls } from './oauth-providers';
