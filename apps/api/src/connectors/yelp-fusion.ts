import { instantIn } from '@repute/domain';
import { z } from 'zod';
import { type Listed, newestFirstPage, readPass } from './newest-first-pass';
import { type ReviewSourceConnector, ReviewSourceError } from './review-source';
import { createSourceHttp, type ErrorReader, unexpectedAnswer } from './source-http';
import { externalLocationOf, trimBase } from './source-target';

export const YELP_API_URL = 'https://api.yelp.com';
const SOURCE = 'Yelp';
/** The API's maximum `limit`. */
const MAX_PAGE_SIZE = 50;
/** Yelp business ids and aliases: letters, digits, - and _. */
export const YELP_BUSINESS_ID = /^[\w-]+$/;

const reviewSchema = z.object({
  id: z.string(),
  url: z.string().nullish(),
  text: z.string().nullish(),
  rating: z.number().min(0).max(5),
  time_created: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  user: z.object({ name: z.string().nullish() }).nullish(),
});
const reviewsSchema = z.object({ reviews: z.array(reviewSchema).default([]), total: z.number().int().nullish() });

/** Yelp's errors: { error: { code, description } }. */
export const readYelpError: ErrorReader = (status, body) => {
  const parsed = z.object({ error: z.object({ code: z.string(), description: z.string().nullish() }) }).safeParse(body);
  if (!parsed.success) return { status, message: String(body) };
  return { status, message: `${parsed.data.error.description ?? ''} (${parsed.data.error.code})` };
};

/** Yelp writes review times as Pacific wall-clock time without a zone ("2024-05-01 09:30:00"). */
export function fromPacificTime(text: string): Date {
  const [date = '', time = ''] = text.split(' ');
  return instantIn(date, time, 'America/Los_Angeles');
}

export type YelpOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number; pageSize?: number };

/**
 * Yelp Fusion business reviews, read-only (Yelp has no API to answer reviews). Yelp shows an API client
 * only the few most recent reviews of a business while `total` counts all of them, so the reconciliation
 * of a Yelp location always shows a difference, and a review that drops out of that window is marked
 * removed by a full sync although it still stands on Yelp.
 */
export function createYelpReviewSource({
  apiKey,
  baseUrl = YELP_API_URL,
  timeoutMs = 10_000,
  pageSize = MAX_PAGE_SIZE,
}: YelpOptions): ReviewSourceConnector {
  const http = createSourceHttp(SOURCE, readYelpError, timeoutMs);
  const limit = Math.min(pageSize, MAX_PAGE_SIZE);
  const readOnly = () => new ReviewSourceError('Yelp does not let applications answer reviews', 405, false);

  return {
    name: 'yelp',
    canRespond: false,

    async fetchReviews(target, cursor) {
      const business = externalLocationOf(SOURCE, target, YELP_BUSINESS_ID);
      const pass = readPass(cursor);
      const offset = Number(pass.page ?? 0);
      const url = new URL(`${trimBase(baseUrl)}/v3/businesses/${business}/reviews`);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('offset', String(offset));
      url.searchParams.set('sort_by', 'newest');
      const parsed = reviewsSchema.safeParse(await http({ url, token: apiKey }));
      if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
      const { reviews, total } = parsed.data;
      const listed: Listed[] = reviews.map((review) => {
        const at = fromPacificTime(review.time_created);
        return {
          review: {
            externalId: review.id,
            rating: Math.round(review.rating),
            authorName: review.user?.name ?? null,
            content: review.text ?? null,
            language: null,
            url: review.url ?? null,
            publishedAt: at,
            updatedAt: at,
          },
          changedAt: at,
        };
      });
      // A short page is the end of what Yelp shows, whatever `total` says.
      const seen = offset + reviews.length;
      const nextPage = reviews.length === limit && seen < (total ?? 0) ? String(seen) : null;
      return newestFirstPage(pass, listed, nextPage, total ?? null);
    },

    async publishResponse() {
      throw readOnly();
    },

    async deleteResponse() {
      throw readOnly();
    },
  };
}
