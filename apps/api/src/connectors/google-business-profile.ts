import { z } from 'zod';
import { type Listed, newestFirstPage, readPass } from './newest-first-pass';
import {
  type AccessTokens,
  type ReviewSourceConnector,
  ReviewSourceError,
  type ReviewTarget,
  type SourceReview,
} from './review-source';
import { createSourceHttp, type ErrorReader, ignoreGone, unexpectedAnswer } from './source-http';
import { externalLocationOf, tokenFor, trimBase } from './source-target';

export const GOOGLE_API_URL = 'https://mybusiness.googleapis.com';
const SOURCE = 'Google';
/** The API's maximum page size for reviews. */
const MAX_PAGE_SIZE = 50;
const LOCATION_NAME = /^accounts\/[^/]+\/locations\/[^/]+$/;

const STARS = { STAR_RATING_UNSPECIFIED: 0, ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;

const reviewSchema = z.object({
  name: z.string(),
  reviewId: z.string(),
  reviewer: z.object({ displayName: z.string().nullish() }).partial().nullish(),
  starRating: z.enum(Object.keys(STARS) as [keyof typeof STARS]).catch('STAR_RATING_UNSPECIFIED'),
  comment: z.string().nullish(),
  createTime: z.iso.datetime({ offset: true }),
  updateTime: z.iso.datetime({ offset: true }),
});
type GoogleReview = z.infer<typeof reviewSchema>;

const listSchema = z.object({
  reviews: z.array(reviewSchema).default([]),
  totalReviewCount: z.number().int().nullish(),
  nextPageToken: z.string().nullish(),
});
const batchSchema = z.object({
  locationReviews: z.array(z.object({ name: z.string(), review: reviewSchema })).default([]),
  nextPageToken: z.string().nullish(),
});
const replySchema = z.object({ comment: z.string(), updateTime: z.iso.datetime({ offset: true }) });

/** Google's errors: { error: { code, message, status } }. */
const readError: ErrorReader = (status, body) => {
  const error = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
  return { status, message: error.success ? error.data.error.message : String(body) };
};

/**
 * The review's resource name (`accounts/1/locations/2/reviews/abc`) is its external id: Google addresses
 * replies by it, so publishing and deleting need nothing but the review.
 */
function toSourceReview(review: GoogleReview): SourceReview {
  return {
    externalId: review.name,
    rating: STARS[review.starRating],
    authorName: review.reviewer?.displayName ?? null,
    content: review.comment ?? null,
    // Google answers neither the review's language nor a public link to it.
    language: null,
    url: null,
    publishedAt: new Date(review.createTime),
    updatedAt: new Date(review.updateTime),
  };
}

function parse<T>(schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
  return parsed.data;
}

export type GoogleOptions = {
  accessTokens: AccessTokens;
  /** A fresh access token after the API refused the current one (google-oauth.ts); without it a 401 stands. */
  refreshAccessToken?: (target: ReviewTarget) => Promise<string>;
  baseUrl?: string;
  timeoutMs?: number;
  pageSize?: number;
};

export type GoogleLocationsPage = {
  reviews: { locationName: string; review: SourceReview }[];
  nextPageToken: string | null;
};

/**
 * Google Business Profile API v4 reviews. A location's reviews are listed newest change first
 * (orderBy=updateTime desc) and an incremental sync stops at the last change it saw, so edits arrive too.
 * Deleted reviews simply stop being listed: the sync's full pass finds them by their absence. Access tokens
 * live an hour: with `refreshAccessToken` (google-oauth.ts) a call the API refuses with 401 is made once more
 * with a refreshed token.
 */
export function createGoogleReviewSource({
  accessTokens,
  refreshAccessToken,
  baseUrl = GOOGLE_API_URL,
  timeoutMs = 10_000,
  pageSize = MAX_PAGE_SIZE,
}: GoogleOptions): ReviewSourceConnector & {
  fetchLocationsReviews(
    target: ReviewTarget,
    locationNames: string[],
    pageToken: string | null,
  ): Promise<GoogleLocationsPage>;
} {
  const http = createSourceHttp(SOURCE, readError, timeoutMs);
  const base = trimBase(baseUrl);
  const size = String(Math.min(pageSize, MAX_PAGE_SIZE));
  const replyUrl = (externalReviewId: string) => new URL(`${base}/v4/${externalReviewId}/reply`);

  /** One call with the account's token; refused (401), once more with a refreshed one. */
  async function authorized<T>(target: ReviewTarget, call: (token: string) => Promise<T>): Promise<T> {
    const token = await tokenFor(SOURCE, accessTokens, target);
    try {
      return await call(token);
    } catch (error) {
      if (!(refreshAccessToken && error instanceof ReviewSourceError && error.status === 401)) throw error;
      return call(await refreshAccessToken(target));
    }
  }

  return {
    name: 'google',
    canRespond: true,

    async fetchReviews(target, cursor) {
      const location = externalLocationOf(SOURCE, target, LOCATION_NAME);
      const pass = readPass(cursor);
      const url = new URL(`${base}/v4/${location}/reviews`);
      url.searchParams.set('pageSize', size);
      url.searchParams.set('orderBy', 'updateTime desc');
      if (pass.page) url.searchParams.set('pageToken', pass.page);
      const answer = parse(listSchema, await authorized(target, (token) => http({ url, token })));
      const listed: Listed[] = answer.reviews.map((review) => ({
        review: toSourceReview(review),
        changedAt: new Date(review.updateTime),
      }));
      return newestFirstPage(pass, listed, answer.nextPageToken || null, answer.totalReviewCount ?? null);
    },

    async publishResponse(target, externalReviewId, content) {
      const answer = await authorized(target, (token) =>
        http({ method: 'PUT', url: replyUrl(externalReviewId), token, body: { comment: content } }),
      );
      return { publishedAt: new Date(parse(replySchema, answer).updateTime) };
    },

    async deleteResponse(target, externalReviewId) {
      await authorized(target, (token) =>
        ignoreGone(http({ method: 'DELETE', url: replyUrl(externalReviewId), token })),
      );
    },

    /**
     * accounts.locations.batchGetReviews: one call for many locations of one Google account, newest change
     * first across them. For an account-wide sweep (one request instead of one per location); the per-location
     * sync above keeps its own cursor and reconciliation count, which a mixed page cannot give.
     */
    async fetchLocationsReviews(target, locationNames, pageToken) {
      const account = locationNames[0]?.match(/^accounts\/[^/]+/)?.[0];
      if (!account || !locationNames.every((name) => LOCATION_NAME.test(name) && name.startsWith(`${account}/`))) {
        throw new ReviewSourceError('Google: batchGetReviews takes locations of one Google account', 400, false);
      }
      const answer = await authorized(target, (token) =>
        http({
          method: 'POST',
          url: new URL(`${base}/v4/${account}/locations:batchGetReviews`),
          token,
          body: {
            locationNames,
            pageSize: Number(size),
            pageToken: pageToken ?? undefined,
            orderBy: 'updateTime desc',
            ignoreRatingOnlyReviews: false,
          },
        }),
      );
      const page = parse(batchSchema, answer);
      return {
        reviews: page.locationReviews.map((entry) => ({
          locationName: entry.name,
          review: toSourceReview(entry.review),
        })),
        nextPageToken: page.nextPageToken || null,
      };
    },
  };
}
