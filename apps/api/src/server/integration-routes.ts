import { integrationsRoutes } from '../modules/integrations/integrations.routes';
import { oauthTokensRoutes } from '../modules/oauth-tokens/oauth-tokens.routes';
import type { TypedApp } from './routing';
import type { Services } from './services';

/** Routes of the account's integrations: the catalogue, the OAuth connect flow and the tokens' expiry. */
export function integrationRoutes(routes: TypedApp, services: Services, publicUrl: string): void {
  oauthTokensRoutes(routes, services.oauthTokens);
  integrationsRoutes(routes, { ...services, publicUrl });
}
