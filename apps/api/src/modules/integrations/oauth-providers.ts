import { type OauthProvider, sourceByCode } from '@repute/domain';
import type { Config } from '../../config';
import { createFacebookConsent } from '../../connectors/facebook-oauth';
import { createGoogleConsent } from '../../connectors/google-oauth-consent';
import type { OauthConsentProvider } from '../../connectors/oauth-consent';
import { createSandboxConsent } from '../../connectors/oauth-sandbox';
import { createTrustpilotConsent } from '../../connectors/trustpilot-oauth';
import type { OauthTokensService } from '../oauth-tokens';
import type { IntegrationsRepo } from './integrations.repo';

/** The install's OAuth clients, from the environment; in demo mode the sandbox stands in for a missing one. */
export type OauthClientConfig = Partial<
  Pick<
    Config,
    | 'googleClientId'
    | 'googleClientSecret'
    | 'facebookAppId'
    | 'facebookAppSecret'
    | 'trustpilotApiKey'
    | 'trustpilotApiSecret'
    | 'demoMode'
  >
>;

/** The review source an OAuth token of the provider belongs to (the catalogue's Google 1, Facebook 2). */
function sourceIdOf(code: OauthProvider): number {
  const source = sourceByCode(code);
  if (!source) throw new Error(`the sources catalogue has no ${code}`);
  return source.id;
}

/** Facebook's long-lived user token lives about 60 days; the sandbox's does too. */
const FACEBOOK_TOKEN_DAYS = 60;

/** Where the providers are: their public addresses unless a test points them at its fakes. */
export type OauthProviderUrls = Partial<
  Record<
    'googleAuthorize' | 'googleToken' | 'facebookDialog' | 'facebookGraph' | 'trustpilotAuthorize' | 'trustpilotApi',
    string
  >
>;

export type OauthProviders = {
  /** The providers this install can connect. */
  enabled: Partial<Record<OauthProvider, OauthConsentProvider>>;
  /** For each provider not enabled, the environment variables still unset. */
  missing: Record<OauthProvider, string[]>;
};

export function oauthProviders(config: OauthClientConfig, urls: OauthProviderUrls = {}): OauthProviders {
  const {
    googleClientId,
    googleClientSecret,
    facebookAppId,
    facebookAppSecret,
    trustpilotApiKey,
    trustpilotApiSecret,
    demoMode = false,
  } = config;
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
  if (trustpilotApiKey && trustpilotApiSecret) {
    enabled.trustpilot = createTrustpilotConsent({
      apiKey: trustpilotApiKey,
      apiSecret: trustpilotApiSecret,
      authorizeUrl: urls.trustpilotAuthorize,
      apiUrl: urls.trustpilotApi,
    });
  }
  if (demoMode) {
    // The demo's Reconnect (the dashboard's Facebook banner) must work without the operator's clients.
    enabled.google ??= createSandboxConsent({ sourceId: sourceIdOf('google'), expiresInDays: null });
    enabled.facebook ??= createSandboxConsent({ sourceId: sourceIdOf('facebook'), expiresInDays: FACEBOOK_TOKEN_DAYS });
    // Trustpilot's token comes with a refresh token, as Google's: the sandbox's does not expire either.
    enabled.trustpilot ??= createSandboxConsent({ sourceId: sourceIdOf('trustpilot'), expiresInDays: null });
  }
  const unset = (values: Record<string, string | undefined>) =>
    Object.entries(values)
      .filter(([, value]) => !value)
      .map(([name]) => name);
  return {
    enabled,
    missing: {
      google: enabled.google
        ? []
        : unset({ GOOGLE_CLIENT_ID: googleClientId, GOOGLE_CLIENT_SECRET: googleClientSecret }),
      facebook: enabled.facebook
        ? []
        : unset({ FACEBOOK_APP_ID: facebookAppId, FACEBOOK_APP_SECRET: facebookAppSecret }),
      trustpilot: enabled.trustpilot
        ? []
        : unset({ TRUSTPILOT_API_KEY: trustpilotApiKey, TRUSTPILOT_API_SECRET: trustpilotApiSecret }),
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
