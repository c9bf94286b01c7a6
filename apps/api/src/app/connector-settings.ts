import type { Config } from '../config';
import type { ConnectorSettings } from '../connectors/connectors';
import { createOauthTokenStore, createOauthTokensRepo, oauthAccessTokens } from '../modules/oauth-tokens';
import type { Database } from '../platform/db/client';

/** The connectors of a running install: its configuration, and the accounts' tokens from the database. */
export function connectorSettings(
  config: Partial<Pick<Config, 'demoMode' | 'npiRegistryUrl' | 'yelpApiKey' | 'googleClientId' | 'googleClientSecret'>>,
  db: Database,
): ConnectorSettings {
  return {
    demoMode: config.demoMode,
    npiRegistryUrl: config.npiRegistryUrl,
    yelpApiKey: config.yelpApiKey,
    accessTokens: oauthAccessTokens(createOauthTokensRepo(db)),
    oauthTokenStore: createOauthTokenStore(db),
    googleOAuth: { clientId: config.googleClientId, clientSecret: config.googleClientSecret },
  };
}
