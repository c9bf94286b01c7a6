import type { DirectoryCode } from '@repute/domain';
import { createAppleListingClient } from './apple-business-connect';
import { createFacebookListingClient } from './facebook-pages';
import { createGoogleListingClient, GOOGLE_READS_PER_MINUTE } from './google-business-information';
import type { GoogleCredentials, OauthTokenStore } from './google-oauth';
import type { ListingDirectories, ListingDirectoryClient } from './listing-directories';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import type { AccessTokens } from './review-source';
import { createTripadvisorListingClient } from './tripadvisor-content';
import { createYelpListingClient } from './yelp-fusion-listings';

/** Why a directory shows not_available outside demo mode (decision 0088). */
export const NOT_AVAILABLE_REASONS = {
  google_maps: 'Google is read through each account’s Google connection, which this installation cannot make',
  facebook: 'Facebook is read through each account’s Facebook connection, which this installation cannot make',
  apple_maps:
    'Apple Business Connect needs Apple’s approval: its partner credentials (APPLE_BUSINESS_CONNECT_CLIENT_ID, APPLE_BUSINESS_CONNECT_CLIENT_SECRET) are not configured',
  bing: 'Bing Places has no public API to read or write listings',
  trip_advisor: 'Tripadvisor listings are read with a Content API key (TRIPADVISOR_API_KEY), which is not configured',
  yelp_api: 'Yelp listings are read with a Yelp Fusion API key (YELP_API_KEY), which is not configured',
} as const satisfies Record<DirectoryCode, string>;

export type RealListingSettings = {
  /** The accounts' OAuth tokens; without them neither Google nor Facebook can be read. */
  accessTokens?: AccessTokens;
  /** Google's tokens with their refresh (google-oauth.ts), when the store and client are set. */
  googleCredentials?: Pick<GoogleCredentials, 'accessTokens'> & Partial<GoogleCredentials>;
  oauthTokenStore?: Pick<OauthTokenStore, 'read'>;
  yelpApiKey?: string;
  tripadvisorApiKey?: string;
  appleBusinessConnect?: { clientId: string; clientSecret: string; baseUrl?: string };
  urls?: Partial<Record<'googleBusinessInformation' | 'facebook' | 'yelp' | 'tripadvisor', string>>;
  /** Paces this process's Google scans; Google's default quota on the real clock unless a test or bench says. */
  googleReadLimiter?: RateLimiter;
};

const notAvailable = (code: DirectoryCode): ListingDirectoryClient => ({
  code,
  publishable: false,
  unavailableReason: NOT_AVAILABLE_REASONS[code],
  integration: async () => 'none',
  scan: async () => ({ kind: 'unclaimed' }),
});

/**
 * Local Listings outside demo mode: Google and Facebook through each account's connection, Apple Maps through the
 * installation's Business Connect partner credentials, Yelp and Tripadvisor read-only with the installation's keys,
 * Bing never (no public API). A directory without what it needs is not_available with the reason.
 */
export function realListingDirectories(settings: RealListingSettings): ListingDirectories {
  const { accessTokens, googleCredentials, oauthTokenStore, urls = {} } = settings;
  const google =
    googleCredentials &&
    createGoogleListingClient({
      ...googleCredentials,
      baseUrl: urls.googleBusinessInformation,
      readLimiter: settings.googleReadLimiter ?? createRateLimiter({ limit: GOOGLE_READS_PER_MINUTE }),
    });
  const clients: Partial<Record<DirectoryCode, ListingDirectoryClient>> = {
    google_maps: google,
    facebook:
      accessTokens &&
      createFacebookListingClient({
        accessTokens,
        readToken: oauthTokenStore && ((target) => oauthTokenStore.read(target)),
        baseUrl: urls.facebook,
      }),
    apple_maps: settings.appleBusinessConnect && createAppleListingClient(settings.appleBusinessConnect),
    trip_advisor:
      settings.tripadvisorApiKey === undefined
        ? undefined
        : createTripadvisorListingClient({ apiKey: settings.tripadvisorApiKey, baseUrl: urls.tripadvisor }),
    yelp_api:
      settings.yelpApiKey === undefined
        ? undefined
        : createYelpListingClient({ apiKey: settings.yelpApiKey, baseUrl: urls.yelp }),
  };
  return { forDirectory: (code) => clients[code] ?? notAvailable(code) };
}
