export { integrationsModule } from './integrations.module';
export { mtaIntegrationsCsv } from './mta-integrations.csv';
export type { OauthClientConfig, OauthProviderUrls } from './oauth-providers';
