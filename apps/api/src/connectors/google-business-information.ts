import type { IntegrationState } from '@repute/domain';
import { z } from 'zod';
import { googleAuthorized } from './google-authorized';
import {
  GOOGLE_READ_MASK,
  GOOGLE_UPDATE_PATHS,
  type GoogleLocation,
  googleLocationSchema,
  googlePatchOf,
  listingOfGoogle,
} from './google-location-fields';
import type { ListingDirectoryClient, ListingTarget, ListingValues } from './listing-directories';
import type { RateLimiter } from './rate-limiter';
import { type AccessTokens, ReviewSourceError, type ReviewTarget } from './review-source';
import { createSourceHttp, type ErrorReader, unexpectedAnswer } from './source-http';
import { trimBase } from './source-target';

export const GOOGLE_BUSINESS_INFORMATION_URL = 'https://mybusinessbusinessinformation.googleapis.com';
/** The Business Information API's default quota of read requests a minute per project (decision 0088). */
export const GOOGLE_READS_PER_MINUTE = 300;
const SOURCE = 'Google Business Profile';
const GOOGLE_SOURCE_ID = 1;
/** v4's `accounts/1/locations/2` (the review pages' id) and v1's `locations/2` name the same location. */
const LOCATION_ID = /^(?:accounts\/[^/]+\/)?(locations\/[^/]+)$/;

const readError: ErrorReader = (status, body) => {
  const error = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
  return { status, message: error.success ? error.data.error.message : String(body) };
};

export type GoogleBusinessInformationOptions = {
  accessTokens: AccessTokens;
  refreshAccessToken?: (target: ReviewTarget) => Promise<string>;
  baseUrl?: string;
  timeoutMs?: number;
  /** Scans take a turn of the project's read quota before each read; none, and they are not paced. */
  readLimiter?: RateLimiter;
};

const reviewTargetOf = (target: Pick<ListingTarget, 'accountId'> & Partial<ListingTarget>): ReviewTarget => ({
  accountId: target.accountId,
  locationId: target.locationId ?? 0,
  sourceId: GOOGLE_SOURCE_ID,
  externalLocationId: target.externalLocationId ?? null,
});

function parseLocation(answer: unknown): GoogleLocation {
  const parsed = googleLocationSchema.safeParse(answer);
  if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
  return parsed.data;
}

/**
 * Google Business Profile's Business Information API v1 for Local Listings: locations.get with a readMask to scan,
 * locations.patch with an updateMask naming only the fields out of sync to publish. Calls are made with the
 * account's OAuth token (a 401 is tried once more with a refreshed one, google-oauth.ts).
 */
export function createGoogleListingClient({
  accessTokens,
  refreshAccessToken,
  baseUrl = GOOGLE_BUSINESS_INFORMATION_URL,
  timeoutMs = 10_000,
  readLimiter,
}: GoogleBusinessInformationOptions): ListingDirectoryClient {
  const http = createSourceHttp(SOURCE, readError, timeoutMs);
  const base = trimBase(baseUrl);

  const authorized = googleAuthorized(SOURCE, accessTokens, refreshAccessToken);

  const locationName = (target: ListingTarget) => LOCATION_ID.exec(target.externalLocationId ?? '')?.[1];

  return {
    code: 'google_maps',
    publishable: true,

    async integration(target): Promise<IntegrationState> {
      return (await accessTokens(reviewTargetOf(target))) === null ? 'none' : 'active';
    },

    async scan(target) {
      const name = locationName(target);
      if (!name) return { kind: 'unclaimed' };
      const url = new URL(`${base}/v1/${name}`);
      url.searchParams.set('readMask', GOOGLE_READ_MASK);
      try {
        await readLimiter?.acquire();
        const location = parseLocation(await authorized(reviewTargetOf(target), (token) => http({ url, token })));
        return { kind: 'found', listing: listingOfGoogle(location), listingUrl: location.metadata?.mapsUri ?? null };
      } catch (error) {
        // The profile no longer holds the location (removed, or access lost to it): it has to be added again.
        if (error instanceof ReviewSourceError && error.status === 404) return { kind: 'unclaimed' };
        throw error;
      }
    },

    async publish(target, desired: ListingValues, fields) {
      const name = locationName(target);
      if (!name) throw new ReviewSourceError(`${SOURCE}: location ${target.locationId} is not linked`, 400, false);
      const paths = [...new Set(fields.flatMap((field) => GOOGLE_UPDATE_PATHS[field as keyof ListingValues] ?? []))];
      const url = new URL(`${base}/v1/${name}`);
      if (paths.length === 0) {
        // Nothing Google takes from Repute (the category alone): the listing stays as it is.
        url.searchParams.set('readMask', GOOGLE_READ_MASK);
        return listingOfGoogle(
          parseLocation(await authorized(reviewTargetOf(target), (token) => http({ url, token }))),
        );
      }
      url.searchParams.set('updateMask', paths.join(','));
      const answer = await authorized(reviewTargetOf(target), (token) =>
        http({ method: 'PATCH', url, token, body: googlePatchOf(desired, paths) }),
      );
      return listingOfGoogle(parseLocation(answer));
    },
  };
}
