import { sourceById } from '@repute/domain';
import { type CompetitorPlaces, createCompetitorPlaces } from './competitor-places';
import { createSandboxCompetitorPlaces } from './competitor-sandbox';
import { createFacebookReviewSource } from './facebook-ratings';
import { createGoogleReviewSource } from './google-business-profile';
import { createGoogleLocalPosts, type GooglePostsClient, unconnectedGooglePosts } from './google-local-posts';
import { createGoogleMediaClient } from './google-media';
import { createGoogleCredentials, type GoogleOAuthClient, type OauthTokenStore } from './google-oauth';
import { createGooglePlaces } from './google-places';
import { createGooglePlacesTextSearch, TEXT_SEARCH_REQUESTS_PER_MINUTE } from './google-places-text-search';
import { createSandboxGooglePosts } from './google-posts-sandbox';
import type { ListingDirectories } from './listing-directories';
import { createUnconnectedDirectory, type ListingDirectory } from './listing-directory';
import { createSandboxListingDirectories } from './listing-sandbox';
import type { LocalSearchProvider } from './local-search-provider';
import { createSandboxLocalSearch } from './local-search-sandbox';
import { layeredNpiDirectory, type NpiDirectory } from './npi-directory';
import { createNpiRegistry, NPPES_REGISTRY_URL } from './npi-registry';
import { createSandboxNpiDirectory } from './npi-sandbox';
import type { PhotoDirectory } from './photo-directory';
import { createSandboxPhotoDirectory } from './photo-sandbox';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { realListingDirectories } from './real-listing-directories';
import { createSandboxReviewSource } from './review-sandbox';
import type { AccessTokens, ReviewConnectors, ReviewSourceConnector } from './review-source';
import { createSandboxDirectory } from './sandbox-directory';
import type { SmsTransport } from './sms';
import { createSmsSandbox } from './sms-sandbox';
import { createYelpBusinesses } from './yelp-businesses';
import { createYelpReviewSource } from './yelp-fusion';

/** The edges of the world the API talks to; tests and the benchmark pass their own. */
export type Connectors = {
  directory: ListingDirectory;
  npi: NpiDirectory;
  reviews: ReviewConnectors;
  /** The Local Listings directories Repute scans and publishes to. */
  listings: ListingDirectories;
  /** Review requests by SMS: the sandbox in demo mode, Twilio when configured. */
  sms: SmsTransport;
  /** Google posts (v4 localPosts) through the account's connection; the sandbox in demo mode. */
  googlePosts: GooglePostsClient;
  /** Location photos for Google business profiles: the sandbox in demo mode, Google's v4 media API otherwise. */
  photos: PhotoDirectory;
  /** Local Search scans: the sandbox in demo mode, Google Places Text Search with GOOGLE_PLACES_API_KEY otherwise. */
  localSearch: LocalSearchProvider;
  /** Competitors' places and their public aggregates: Google Places and Yelp, or the sandbox in demo mode. */
  competitorPlaces: CompetitorPlaces;
};

export type ConnectorSettings = {
  demoMode?: boolean;
  npiRegistryUrl?: string;
  /** The accounts' OAuth tokens (oauth_tokens); without them no OAuth source is connected. */
  accessTokens?: AccessTokens;
  /**
   * The stored tokens with their refresh tokens and expiry, so that Google's hour-long access tokens are
   * refreshed through `googleOAuth`; without a store Google is called with `accessTokens` as they are.
   */
  oauthTokenStore?: OauthTokenStore;
  /** The install's Google OAuth client (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET); unset, nothing is refreshed. */
  googleOAuth?: Pick<GoogleOAuthClient, 'clientId' | 'clientSecret'>;
  /** Yelp Fusion is read with one API key for the whole install; without one Yelp is not connected. */
  yelpApiKey?: string;
  /**
   * Google Places API (New) is read with one API key for the whole install (GOOGLE_PLACES_API_KEY): Nearby Search and
   * Place Details for competitors, Text Search for Local Search; without one, neither is read.
   */
  googlePlacesApiKey?: string;
  /** Paces the competitors' reads of each source; the sources' quotas on the real clock unless a test says. */
  competitorLimiters?: Partial<Record<'google' | 'yelp', RateLimiter>>;
  /**
   * Where the review sources' APIs are (and Google's OAuth token endpoint): their public addresses unless a
   * test points them at its fakes.
   */
  reviewSourceUrls?: Partial<
    Record<'google' | 'googleToken' | 'googlePlaces' | 'facebook' | 'yelp' | 'tripadvisor', string>
  >;
  /** Where Google's Business Information API is (Local Listings), unless a test points it at its fake. */
  googleBusinessInformationUrl?: string;
  /** Tripadvisor's Content API key: Tripadvisor listings are read with it; without one they are not_available. */
  tripadvisorApiKey?: string;
  /** Apple Business Connect's partner credentials (Apple's approval): without them Apple Maps is not_available. */
  appleBusinessConnect?: { clientId: string; clientSecret: string; baseUrl?: string };
  /** Paces Google's Business Information reads (scans); Google's quota on the real clock unless a test or bench says. */
  googleReadLimiter?: RateLimiter;
  /** Where Google's v4 My Business API is for photos (media), unless a test points it at its fake. */
  googleMyBusinessUrl?: string;
  /** Paces Text Search within the project's quota; 600 a minute on the real clock unless a test or bench says. */
  placesLimiter?: RateLimiter;
  /** Twilio's Messages API when its credentials are set (demo mode included); else the sandbox in demo mode. */
  sms?: SmsTransport;
};

/** Without an SMS provider an SMS request fails (and its job retries) rather than pretending to be sent. */
const unconfiguredSms: SmsTransport = {
  send: () => Promise.reject(new Error('No SMS provider is configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN)')),
  verifyWebhook: () => false,
};

/** Local Listings outside demo mode: every directory that has what it needs (real-listing-directories.ts). */
function listingDirectoriesOf(settings: ConnectorSettings): ListingDirectories {
  const { accessTokens, oauthTokenStore, googleOAuth, reviewSourceUrls: urls = {} } = settings;
  return realListingDirectories({
    accessTokens,
    googleCredentials:
      accessTokens &&
      (oauthTokenStore
        ? createGoogleCredentials(oauthTokenStore, { ...googleOAuth, tokenUrl: urls.googleToken })
        : { accessTokens }),
    oauthTokenStore,
    yelpApiKey: settings.yelpApiKey,
    tripadvisorApiKey: settings.tripadvisorApiKey,
    appleBusinessConnect: settings.appleBusinessConnect,
    googleReadLimiter: settings.googleReadLimiter,
    urls: {
      googleBusinessInformation: settings.googleBusinessInformationUrl,
      facebook: urls.facebook,
      yelp: urls.yelp,
      tripadvisor: urls.tripadvisor,
    },
  });
}

/** Without a Places key a scan fails (and says why) rather than pretending to have asked. */
const unconfiguredLocalSearch: LocalSearchProvider = {
  name: 'unconfigured',
  search: () => Promise.reject(new Error('No local search provider is configured (GOOGLE_PLACES_API_KEY)')),
};

function realLocalSearch(settings: ConnectorSettings): LocalSearchProvider {
  if (!settings.googlePlacesApiKey) return unconfiguredLocalSearch;
  return createGooglePlacesTextSearch({
    apiKey: settings.googlePlacesApiKey,
    baseUrl: settings.reviewSourceUrls?.googlePlaces,
    limiter: settings.placesLimiter ?? createRateLimiter({ limit: TEXT_SEARCH_REQUESTS_PER_MINUTE }),
  });
}

/** Google posts outside demo mode: through the account's Google connection, its token refreshed as the reviews'. */
function realGooglePosts(settings: ConnectorSettings): GooglePostsClient {
  const { accessTokens, oauthTokenStore, googleOAuth, reviewSourceUrls: urls = {} } = settings;
  if (!accessTokens) return unconnectedGooglePosts;
  const credentials = oauthTokenStore
    ? createGoogleCredentials(oauthTokenStore, { ...googleOAuth, tokenUrl: urls.googleToken })
    : { accessTokens };
  return createGoogleLocalPosts({ ...credentials, baseUrl: urls.google });
}

/** Photos go to Google through the account's connection; without the accounts' tokens nothing is connected. */
function realPhotoDirectory(settings: ConnectorSettings): PhotoDirectory {
  const { accessTokens, oauthTokenStore, googleOAuth, reviewSourceUrls: urls = {} } = settings;
  const credentials = oauthTokenStore
    ? createGoogleCredentials(oauthTokenStore, { ...googleOAuth, tokenUrl: urls.googleToken })
    : { accessTokens: accessTokens ?? (async () => null) };
  return createGoogleMediaClient({ ...credentials, baseUrl: settings.googleMyBusinessUrl });
}

/** The real review sources a non-demo install reads, by source code. */
function realReviewSources(settings: ConnectorSettings) {
  const { accessTokens, oauthTokenStore, googleOAuth, yelpApiKey, reviewSourceUrls: urls = {} } = settings;
  const byCode = new Map<string, ReviewSourceConnector>();
  if (accessTokens) {
    const google = oauthTokenStore
      ? createGoogleCredentials(oauthTokenStore, { ...googleOAuth, tokenUrl: urls.googleToken })
      : { accessTokens };
    byCode.set('google', createGoogleReviewSource({ ...google, baseUrl: urls.google }));
    byCode.set('facebook', createFacebookReviewSource({ accessTokens, baseUrl: urls.facebook }));
  }
  if (yelpApiKey) byCode.set('yelp', createYelpReviewSource({ apiKey: yelpApiKey, baseUrl: urls.yelp }));
  return byCode;
}

/** Google Places' default quota is 600 calls a minute per method; Yelp's a few calls a second per key. */
export const GOOGLE_PLACES_PER_MINUTE = 600;
export const YELP_PER_MINUTE = 240;

/** Competitors outside demo mode: each source whose key is set, paced within its quota. */
function realCompetitorPlaces(settings: ConnectorSettings): CompetitorPlaces {
  const { googlePlacesApiKey, yelpApiKey, competitorLimiters = {}, reviewSourceUrls: urls = {} } = settings;
  return createCompetitorPlaces({
    google: googlePlacesApiKey
      ? createGooglePlaces({
          apiKey: googlePlacesApiKey,
          baseUrl: urls.googlePlaces,
          limiter: competitorLimiters.google ?? createRateLimiter({ limit: GOOGLE_PLACES_PER_MINUTE }),
        })
      : undefined,
    yelp: yelpApiKey
      ? createYelpBusinesses({
          apiKey: yelpApiKey,
          baseUrl: urls.yelp,
          limiter: competitorLimiters.yelp ?? createRateLimiter({ limit: YELP_PER_MINUTE }),
        })
      : undefined,
  });
}

/**
 * Demo mode (the default) answers from sandboxes for the demo data: the sandbox directory holds the demo
 * locations' Google listings, demo providers' NPI numbers are answered before asking the registry, and every
 * review source is the deterministic sandbox review site. Otherwise Google, Facebook and Yelp are read
 * through their APIs with each account's credentials; other sources stay unconnected.
 */
export function createConnectors(settings: ConnectorSettings = {}): Connectors {
  const { demoMode = true, npiRegistryUrl = NPPES_REGISTRY_URL } = settings;
  const registry = createNpiRegistry({ baseUrl: npiRegistryUrl });
  if (demoMode) {
    const sandbox = createSandboxReviewSource();
    return {
      directory: createSandboxDirectory(),
      npi: layeredNpiDirectory(createSandboxNpiDirectory(), registry),
      reviews: { forSource: () => sandbox },
      listings: createSandboxListingDirectories(),
      sms: settings.sms ?? createSmsSandbox(),
      googlePosts: createSandboxGooglePosts(),
      photos: createSandboxPhotoDirectory(),
      localSearch: createSandboxLocalSearch(),
      competitorPlaces: createSandboxCompetitorPlaces(),
    };
  }
  const sources = realReviewSources(settings);
  return {
    directory: createUnconnectedDirectory(),
    npi: registry,
    listings: listingDirectoriesOf(settings),
    reviews: {
      forSource: (sourceId) => {
        const code = sourceById(sourceId)?.code;
        return code === undefined ? undefined : sources.get(code);
      },
    },
    sms: settings.sms ?? unconfiguredSms,
    googlePosts: realGooglePosts(settings),
    photos: realPhotoDirectory(settings),
    localSearch: realLocalSearch(settings),
    competitorPlaces: realCompetitorPlaces(settings),
  };
}
