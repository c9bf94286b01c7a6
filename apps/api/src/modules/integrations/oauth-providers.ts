import type { OauthProvider } from '@repute/domain';
import type { Config } from '../../config';
import { createFacebookConsent } from '../../connectors/facebook-oauth';
import { createGoogleConsent } from '../../connectors/google-oauth-consent';
import type { OauthConsentProvider } from '../../connectors/oauth-consent';
import type { OauthTokensService } from '../oauth-tokens';
import type { IntegrationsRepo } from './integrations.repo';

/** The install's OAuth clients, from the environment. */
export type OauthClientConfig = Partial<
  Pick<Config, 'googleClientId' | 'googleClientSecret' | 'facebookAppId' | 'facebookAppSecret'>
>;

/** Where the providers are: their public addresses unless a test points them at its fakes. */
export type OauthProviderUrls = Partial<
  Record<'googleAuthorize' | 'googleToken' | 'facebookDialog' | 'facebookGraph', string>
>;

export type OauthProviders = {
  /** The providers this install can connect. */
  enabled: Partial<Record<OauthProvider, OauthConsentProvider>>;
  /** For each provider not enabled, the environment variables still unset. */
  missing: Record<OauthProvider, string[]>;
};

export function oauthProviders(config: OauthClientConfig, urls: OauthProviderUrls = {}): OauthProviders {
  const { googleClientId, googleClientSecret, facebookAppId, facebookAppSecret } = config;
  const enabled: OauthProviders['enabled'] = {};
  if (googleClientId && googleClientSecret) {
    enabled.google = createGoogleConsent({
      clientId: googleClientId,
      clientSecret: googleClientSecret,
      authorizeUrl: urls.googleAuthorize,
      tokenUrl: urls.googleToken,
    });
  }
  if (facebookAppId && facebookAppSecret) {
    enabled.facebook = createFacebookConsent({
      appId: facebookAppId,
      appSecret: facebookAppSecret,
      dialogUrl: urls.facebookDialog,
      graphUrl: urls.facebookGraph,
    });
  }
  const unset = (values: Record<string, string | undefined>) =>
    Object.entries(values)
      .filter(([, value]) => !value)
      .map(([name]) => name);
  return {
    enabled,
    missing: {
      google: unset({ GOOGLE_CLIENT_ID: googleClientId, GOOGLE_CLIENT_SECRET: googleClientSecret }),
      facebook: unset({ FACEBOOK_APP_ID: facebookAppId, FACEBOOK_APP_SECRET: facebookAppSecret }),
      trustpilot: [],
    },
  };
}

export const isOauthProvider = (code: string): code is OauthProvider =>
  code === 'google' || code === 'facebook' || code === 'trustpilot';

/** What both integration services are built from; each names the token calls it makes. */
export type IntegrationDeps<TokenCalls extends keyof OauthTokensService> = {
  repo: IntegrationsRepo;
  oauthTokens: Pick<OauthTokensService, TokenCalls>;
  providers: OauthProviders;
  publicUrl: string;
  now?: () => Date;
};
