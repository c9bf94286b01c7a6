import { type FakeAnswer, type FakeControls, type FakeRequest, fakeClock, startFakeServer } from './fake-http';

export type YelpReviewRecord = {
  id: string;
  url: string;
  text: string;
  rating: number;
  /** Pacific wall-clock time, as Yelp writes it. */
  time_created: string;
  user: { id: string; profile_url: string; image_url: string | null; name: string };
};

export type FakeYelp = FakeControls & {
  /** How many of a business's most recent reviews Yelp shows an API client (3 on the standard plan). */
  visibleReviews: number;
  /** Business details (GET /v3/businesses/{id}) by business id or alias; Business Search searches them too. */
  details: Map<string, Record<string, unknown>>;
  /** Calls left of the key's daily quota; at 0 every call answers 429 ACCESS_LIMIT_REACHED. Unlimited when null. */
  quotaLeft: number | null;
  addReviews(businessId: string, count: number): YelpReviewRecord[];
};

const yelpError = (status: number, code: string, description: string): FakeAnswer => ({
  status,
  body: { error: { code, description } },
});

const pacific = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Los_Angeles',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/**
 * Yelp Fusion's business details (GET /v3/businesses/{id}) and reviews on 127.0.0.1: GET /v3/businesses/{id}/reviews with limit (≤ 50),
 * offset, sort_by=newest|yelp_sort; only the `visibleReviews` most recent are shown while `total` counts
 * all. Yelp's error bodies: 401 TOKEN_INVALID, 429 TOO_MANY_REQUESTS_PER_SECOND, 500 INTERNAL_ERROR,
 * 404 BUSINESS_NOT_FOUND, 400 VALIDATION_ERROR, 429 ACCESS_LIMIT_REACHED (the daily quota). Business Search pages
 * through the businesses of `details` (see search).
 */
export async function startFakeYelp(apiKey = 'yelp-api-key'): Promise<FakeYelp> {
  const businesses = new Map<string, YelpReviewRecord[]>();
  const tick = fakeClock();
  let serial = 0;

  function route(request: FakeRequest): FakeAnswer {
    if (fake.quotaLeft !== null) {
      if (fake.quotaLeft <= 0) {
        return yelpError(429, 'ACCESS_LIMIT_REACHED', 'You have reached your daily limit of API calls.');
      }
      fake.quotaLeft -= 1;
    }
    if (request.url.pathname === '/v3/businesses/search' && request.method === 'GET') return search(request);
    const detail = /^\/v3\/businesses\/([^/]+)$/.exec(request.url.pathname)?.[1];
    if (detail !== undefined && request.method === 'GET') {
      const business = fake.details.get(detail);
      return business
        ? { status: 200, body: business }
        : yelpError(404, 'BUSINESS_NOT_FOUND', 'The requested business could not be found.');
    }
    const match = /^\/v3\/businesses\/([^/]+)\/reviews$/.exec(request.url.pathname);
    if (!match?.[1] || request.method !== 'GET') return yelpError(404, 'NOT_FOUND', 'Resource could not be found.');
    const reviews = businesses.get(match[1]);
    if (!reviews) return yelpError(404, 'BUSINESS_NOT_FOUND', 'The requested business could not be found.');
    const params = request.url.searchParams;
    const limit = Number(params.get('limit') ?? 20);
    const offset = Number(params.get('offset') ?? 0);
    if (!(limit >= 0 && limit <= 50) || !(offset >= 0)) {
      return yelpError(400, 'VALIDATION_ERROR', `${limit} is greater than the maximum of 50`);
    }
    const newest = [...reviews].sort((a, b) => b.time_created.localeCompare(a.time_created));
    const shown = newest.slice(0, fake.visibleReviews);
    return {
      status: 200,
      body: { reviews: shown.slice(offset, offset + limit), total: reviews.length, possible_languages: ['en'] },
    };
  }

  /**
   * GET /v3/businesses/search: latitude, longitude, radius (≤ 40,000 m), term (matched in the name here),
   * sort_by=distance, limit (≤ 50) and offset, with limit + offset ≤ 240 as Yelp allows.
   */
  function search(request: FakeRequest): FakeAnswer {
    const params = request.url.searchParams;
    const latitude = Number(params.get('latitude'));
    const longitude = Number(params.get('longitude'));
    const radius = Number(params.get('radius') ?? 10_000);
    const limit = Number(params.get('limit') ?? 20);
    const offset = Number(params.get('offset') ?? 0);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !(radius > 0 && radius <= 40_000)) {
      return yelpError(400, 'VALIDATION_ERROR', 'Please specify a valid location with latitude and longitude.');
    }
    if (!(limit >= 1 && limit <= 50) || !(offset >= 0) || limit + offset > 240) {
      return yelpError(400, 'VALIDATION_ERROR', 'Too many results requested, limit+offset must be <= 240.');
    }
    const term = (params.get('term') ?? '').toLowerCase();
    const distance = (business: Record<string, unknown>) => {
      const at = business.coordinates as { latitude: number; longitude: number } | undefined;
      if (!at) return Number.POSITIVE_INFINITY;
      // Degrees to metres near the equator's scale: close enough for a fake's radius.
      return (
        Math.hypot(at.latitude - latitude, (at.longitude - longitude) * Math.cos((latitude * Math.PI) / 180)) * 111_320
      );
    };
    const matching = [...new Map([...fake.details.values()].map((business) => [business.id, business])).values()]
      .filter((business) =>
        String(business.name ?? '')
          .toLowerCase()
          .includes(term),
      )
      .map((business) => ({ business, distance: distance(business) }))
      .filter((entry) => entry.distance <= radius)
      .sort((a, b) => a.distance - b.distance);
    return {
      status: 200,
      body: {
        businesses: matching
          .slice(offset, offset + limit)
          .map(({ business, distance: metres }) => ({ ...business, distance: metres })),
        total: matching.length,
        region: { center: { latitude, longitude } },
      },
    };
  }

  const controls = await startFakeServer(
    {
      route,
      unauthorized: yelpError(401, 'TOKEN_INVALID', 'Invalid access token or authorization header.'),
      throttled: (seconds) => ({
        ...yelpError(
          429,
          'TOO_MANY_REQUESTS_PER_SECOND',
          'You have exceeded the queries-per-second limit for this endpoint. Try reducing the rate at which you make queries.',
        ),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: yelpError(500, 'INTERNAL_ERROR', 'Something went wrong internally, please try your request later.'),
    },
    apiKey,
  );

  const fake: FakeYelp = Object.assign(controls, {
    visibleReviews: 3,
    details: new Map<string, Record<string, unknown>>(),
    quotaLeft: null as number | null,
    addReviews(businessId: string, count: number) {
      const reviews = businesses.get(businessId) ?? [];
      businesses.set(businessId, reviews);
      const added = Array.from({ length: count }, (): YelpReviewRecord => {
        serial += 1;
        const userId = `u${serial}`;
        return {
          id: `yelp-review-${serial}`,
          url: `https://www.yelp.com/biz/${businessId}?hrid=yelp-review-${serial}`,
          text: `Review ${serial}: friendly staff, short wait...`,
          rating: (serial % 5) + 1,
          time_created: pacific.format(tick()),
          user: {
            id: userId,
            profile_url: `https://www.yelp.com/user_details?userid=${userId}`,
            image_url: null,
            name: `Yelper ${serial}.`,
          },
        };
      });
      reviews.push(...added);
      return added;
    },
  });
  return fake;
}
