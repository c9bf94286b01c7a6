import { z } from 'zod';
import type { RateLimiter } from './rate-limiter';
import { createSourceHttp, unexpectedAnswer } from './source-http';
import { trimBase } from './source-target';
import { readYelpError, YELP_API_URL, YELP_BUSINESS_ID } from './yelp-fusion';

const SOURCE = 'Yelp';
/** Business Search's largest page, and the furthest it pages (limit + offset ≤ 240). */
const SEARCH_PAGE_SIZE = 50;
const SEARCH_DEPTH = 240;

const businessSchema = z.object({
  id: z.string(),
  alias: z.string().nullish(),
  name: z.string(),
  rating: z.number().min(0).max(5).nullish(),
  review_count: z.number().int().nullish(),
  coordinates: z.object({ latitude: z.number().nullish(), longitude: z.number().nullish() }).nullish(),
  location: z.object({ display_address: z.array(z.string()).nullish() }).nullish(),
});
const searchSchema = z.object({ businesses: z.array(businessSchema).default([]), total: z.number().int().nullish() });

/** A Yelp business as the competitors module uses it: who it is and its public aggregates. */
export type YelpBusiness = { id: string; name: string; address: string; rating: number | null; reviewCount: number };

export type YelpBusinessSearch = {
  latitude: number;
  longitude: number;
  /** Words to match (a business name), or a Yelp category alias in `categories`. */
  term?: string;
  categories?: string;
  radiusMeters: number;
  /** How many businesses to read at most, over as many pages as that takes. */
  max: number;
};

export type YelpBusinessesClient = {
  search(query: YelpBusinessSearch): Promise<YelpBusiness[]>;
  details(businessId: string): Promise<YelpBusiness>;
};

const businessOf = (record: z.infer<typeof businessSchema>): YelpBusiness => ({
  id: record.id,
  name: record.name,
  address: (record.location?.display_address ?? []).join(', '),
  rating: record.rating ?? null,
  reviewCount: record.review_count ?? 0,
});

export type YelpBusinessesOptions = {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Paces the calls within the key's quota (Yelp counts calls per day and per second). */
  limiter?: RateLimiter;
};

/** Yelp Fusion's Business Search (paged by offset) and Business Details, read with the install's API key. */
export function createYelpBusinesses({
  apiKey,
  baseUrl = YELP_API_URL,
  timeoutMs = 10_000,
  limiter,
}: YelpBusinessesOptions): YelpBusinessesClient {
  const http = createSourceHttp(SOURCE, readYelpError, timeoutMs);
  const base = trimBase(baseUrl);
  const get = async (url: URL) => {
    await limiter?.acquire();
    return http({ url, token: apiKey });
  };

  return {
    async search({ latitude, longitude, term, categories, radiusMeters, max }) {
      const found: YelpBusiness[] = [];
      const wanted = Math.min(max, SEARCH_DEPTH);
      while (found.length < wanted) {
        const limit = Math.min(SEARCH_PAGE_SIZE, wanted - found.length);
        const url = new URL(`${base}/v3/businesses/search`);
        url.searchParams.set('latitude', String(latitude));
        url.searchParams.set('longitude', String(longitude));
        url.searchParams.set('radius', String(Math.min(Math.round(radiusMeters), 40_000)));
        if (term) url.searchParams.set('term', term);
        if (categories) url.searchParams.set('categories', categories);
        url.searchParams.set('sort_by', 'distance');
        url.searchParams.set('limit', String(limit));
        url.searchParams.set('offset', String(found.length));
        const parsed = searchSchema.safeParse(await get(url));
        if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
        found.push(...parsed.data.businesses.map(businessOf));
        // A short page, or the total reached, is the end of the results.
        if (parsed.data.businesses.length < limit || found.length >= (parsed.data.total ?? 0)) break;
      }
      return found;
    },

    async details(businessId) {
      if (!YELP_BUSINESS_ID.test(businessId)) throw unexpectedAnswer(SOURCE, `not a business id: ${businessId}`);
      const parsed = businessSchema.safeParse(await get(new URL(`${base}/v3/businesses/${businessId}`)));
      if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
      return businessOf(parsed.data);
    },
  };
}
