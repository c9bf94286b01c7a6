import type { Config } from '../config';
import type { ConnectorSettings } from '../connectors/connectors';
import type { AccessTokens } from '../connectors/review-source';
import { createTwilioMessages } from '../connectors/twilio-messages';

/** What of the configuration the connectors read. */
export type ConnectorConfig = Partial<
  Pick<
    Config,
    | 'demoMode'
    | 'npiRegistryUrl'
    | 'yelpApiKey'
    | 'googlePlacesApiKey'
    | 'googlePlacesApiUrl'
    | 'yelpApiUrl'
    | 'googleClientId'
    | 'googleClientSecret'
    | 'twilio'
    | 'tripadvisorApiKey'
    | 'appleBusinessConnect'
  >
>;

/** The connectors of a running install: its configuration, and the accounts' tokens (the oauth-tokens module's). */
export function connectorSettings(
  config: ConnectorConfig,
  tokens: { accessTokens: AccessTokens; tokenStore: ConnectorSettings['oauthTokenStore'] },
): ConnectorSettings {
  return {
    demoMode: config.demoMode,
    npiRegistryUrl: config.npiRegistryUrl,
    yelpApiKey: config.yelpApiKey,
    googlePlacesApiKey: config.googlePlacesApiKey,
    reviewSourceUrls: { googlePlaces: config.googlePlacesApiUrl, yelp: config.yelpApiUrl },
    tripadvisorApiKey: config.tripadvisorApiKey,
    appleBusinessConnect: config.appleBusinessConnect,
    accessTokens: tokens.accessTokens,
    oauthTokenStore: tokens.tokenStore,
    googleOAuth: { clientId: config.googleClientId, clientSecret: config.googleClientSecret },
    ...(config.twilio ? { sms: createTwilioMessages(config.twilio) } : {}),
  };
}
