import { defineModule } from '../../platform/modules/module-definition';
import type { OauthTokensService } from '../oauth-tokens';
import { createIntegrationsRepo } from './integrations.repo';
import { integrationsRoutes } from './integrations.routes';
import { createIntegrationsService } from './integrations.service';
import { createOauthConnectService } from './oauth-connect.service';
import { type OauthClientConfig, type OauthProviderUrls, oauthProviders } from './oauth-providers';

type Deps = {
  oauthTokens: OauthTokensService;
  config: OauthClientConfig;
  oauthProviderUrls?: OauthProviderUrls;
  publicUrl: string;
};

export const integrationsModule = defineModule({
  name: 'integrations',
  createRepos: (db) => createIntegrationsRepo(db),
  createServices: (repo, { oauthTokens, config, oauthProviderUrls, publicUrl }: Deps) => {
    const deps = { repo, oauthTokens, providers: oauthProviders(config, oauthProviderUrls), publicUrl };
    return { integrations: createIntegrationsService(deps), oauthConnect: createOauthConnectService(deps) };
  },
  routes: (app, services, { deps }) => integrationsRoutes(app, { ...services, publicUrl: deps.publicUrl }),
});
