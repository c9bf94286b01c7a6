import { oauthTokensRoutes } from '../modules/oauth-tokens/oauth-tokens.routes';
import type { TypedApp } from './routing';
import type { Services } from './services';

/** Routes of the account's integrations with review sources (issue 5): their OAuth tokens' expiry. */
export function integrationRoutes(routes: TypedApp, services: Services): void {
  oauthTokensRoutes(routes, services.oauthTokens);
}
