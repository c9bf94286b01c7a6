import type { Database } from '../../db/client';
import type { OauthTokensService } from '../oauth-tokens/oauth-tokens.service';
import { createIntegrationsRepo } from './integrations.repo';
import { createIntegrationsService } from './integrations.service';
import { createOauthConnectService } from './oauth-connect.service';
import { type OauthClientConfig, type OauthProviderUrls, oauthProviders } from './oauth-providers';

/** The integrations list and the OAuth connect flow, wired once per process. */
export function createIntegrationServices(
  db: Database,
  config: OauthClientConfig & { publicUrl: string },
  oauthTokens: OauthTokensService,
  urls?: OauthProviderUrls,
) {
  const repo = createIntegrationsRepo(db);
  const providers = oauthProviders(config, urls);
  const deps = { repo, oauthTokens, providers, publicUrl: config.publicUrl };
  return { integrations: createIntegrationsService(deps), oauthConnect: createOauthConnectService(deps) };
}
