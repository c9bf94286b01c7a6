import type { Config } from '../config';
import type { ConnectorSettings } from '../connectors/connectors';
import { createTwilioMessages } from '../connectors/twilio-messages';
import { oauthAccessTokens } from '../modules/oauth-tokens';
import type { Repos } from './repos';

/** The connectors of a running install: its configuration, and the accounts' tokens from the database. */
export function connectorSettings(
  config: Partial<
    Pick<
      Config,
      | 'demoMode'
      | 'npiRegistryUrl'
      | 'yelpApiKey'
      | 'googleClientId'
      | 'googleClientSecret'
      | 'twilio'
      | 'tripadvisorApiKey'
      | 'appleBusinessConnect'
    >
  >,
  repos: Pick<Repos, 'oauthTokens' | 'oauthTokenStore'>,
): ConnectorSettings {
  return {
    demoMode: config.demoMode,
    npiRegistryUrl: config.npiRegistryUrl,
    yelpApiKey: config.yelpApiKey,
    tripadvisorApiKey: config.tripadvisorApiKey,
    appleBusinessConnect: config.appleBusinessConnect,
    accessTokens: oauthAccessTokens(repos.oauthTokens),
    oauthTokenStore: repos.oauthTokenStore,
    googleOAuth: { clientId: config.googleClientId, clientSecret: config.googleClientSecret },
    ...(config.twilio ? { sms: createTwilioMessages(config.twilio) } : {}),
  };
}
