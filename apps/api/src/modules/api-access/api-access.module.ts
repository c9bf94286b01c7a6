import { defineModule } from '../../platform/modules/module-definition';
import { createApiAccessRepo } from './api-access.repo';
import { apiAccessRoutes } from './api-access.routes';
import { createApiTokensService } from './api-tokens.service';
import { type CallerOfUser, createBearerCallers } from './bearer-callers';
import { createOauthClientsService } from './oauth-clients.service';
import { createOauthConsentService } from './oauth-consent.service';
import { createOauthTokensService } from './oauth-tokens.service';

type Deps = { callerOfUser: CallerOfUser };

/**
 * The open API (issue 31, decision 0160): personal API tokens, the account's OAuth 2.0 clients with the
 * authorization code flow (PKCE), and `bearerCaller`, which the authentication hook asks for Bearer credentials.
 */
export const apiAccessModule = defineModule({
  name: 'api-access',
  createRepos: (db) => createApiAccessRepo(db),
  createServices: (repo, { callerOfUser }: Deps) => ({
    apiTokens: createApiTokensService(repo),
    oauthClients: createOauthClientsService(repo),
    oauthConsent: createOauthConsentService(repo),
    oauthTokenEndpoint: createOauthTokensService(repo),
    bearerCaller: createBearerCallers(repo, callerOfUser),
  }),
  routes: (app, services) => apiAccessRoutes(app, services),
});
