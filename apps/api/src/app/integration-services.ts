import {
  createIntegrationsRepo,
  createIntegrationsService,
  createOauthConnectService,
  type OauthClientConfig,
  type OauthProviderUrls,
  oauthProviders,
} from '../modules/integrations';
import type { OauthTokensService } from '../modules/oauth-tokens';
import type { Database } from '../platform/db/client';

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
