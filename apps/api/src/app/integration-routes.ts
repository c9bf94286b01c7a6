import { integrationsRoutes } from '../modules/integrations';
import { oauthTokensRoutes } from '../modules/oauth-tokens';
import type { TypedApp } from '../platform/http/routing';
import type { Services } from './services';

/** Routes of the account's integrations: the catalogue, the OAuth connect flow and the tokens' expiry. */
export function integrationRoutes(routes: TypedApp, services: Services, publicUrl: string): void {
  oauthTokensRoutes(routes, services.oauthTokens);
  integrationsRoutes(routes, { ...services, publicUrl });
}
